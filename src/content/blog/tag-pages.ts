// The tag index and one paginated page of posts per tag.
import { buildHead, titleWithSite } from "../head/head.ts";
import { paths } from "../shared/paths.ts";
import { summarizePost } from "./posts.ts";
import { listTags, postsTagged, type TagCount } from "./tags.ts";
import type { Content } from "../shared/types.ts";
import { paginate, pagerData } from "./pagination.ts";
import type { BlogPageSpec } from "./page-data.ts";

function tagListPages(content: Content, tag: TagCount): BlogPageSpec[] {
  const { site } = content;
  // The one sorted list the blog list uses, so a tag page never shows a post the blog does not.
  const chunks = paginate(postsTagged(content.posts, tag.slug), site.blogPageSize);
  return chunks.map((chunk, index) => {
    const page = index + 1;
    const path = paths.tag(tag.slug, page);
    const route = page === 1 ? "tag" : "tagPage";
    const title = `Posts tagged ${tag.name}${page > 1 ? `, page ${page} of ${chunks.length}` : ""}`;
    return {
      path,
      route,
      build: () => ({
        route,
        head: buildHead(site, {
          path,
          title: titleWithSite(site, title),
          description: `${tag.count} ${tag.count === 1 ? "article" : "articles"} from ${site.name} on ${tag.name}, newest first.`,
        }),
        tag,
        posts: chunk.map(summarizePost),
        ...pagerData(page, chunks.length, (n) => paths.tag(tag.slug, n)),
      }),
    };
  });
}

/** `/blog/tags` and, per tag, `/blog/tag/<slug>` (paginated like `/blog`). */
export function tagPages(content: Content): BlogPageSpec[] {
  const { site } = content;
  const tags = listTags(content.posts);
  const path = paths.tags();
  const index: BlogPageSpec = {
    path,
    route: "tags",
    build: () => ({
      route: "tags",
      head: buildHead(site, {
        path,
        title: titleWithSite(site, "All tags"),
        description: `Every topic the ${site.name} blog writes about, with the number of articles on each.`,
      }),
      tags,
    }),
  };
  return [index, ...tags.flatMap((tag) => tagListPages(content, tag))];
}
