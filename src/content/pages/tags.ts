import { buildHead, titleWithSite } from "../head.ts";
import { paths } from "../paths.ts";
import { summarizePost } from "../posts.ts";
import { listTags, postsTagged, type TagCount } from "../tags.ts";
import type { Content, PostSummary } from "../types.ts";
import { paginate } from "./blog.ts";
import type { PageSpec } from "./types.ts";

export interface TagData {
  route: "tag" | "tagPage";
  tag: TagCount;
  /** The tag's posts on this page, newest first. */
  posts: PostSummary[];
  page: number;
  pageCount: number;
  previousPath: string | null;
  nextPath: string | null;
  pageLinks: Array<{ page: number; path: string }>;
}

export interface TagsData {
  route: "tags";
  /** Every tag with its number of posts, most first. */
  tags: TagCount[];
}

function tagListPages(content: Content, tag: TagCount): PageSpec[] {
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
        head: buildHead(site, { path, title: titleWithSite(site, title), description: `${tag.count} ${tag.count === 1 ? "article" : "articles"} from ${site.name} on ${tag.name}, newest first.` }),
        tag,
        posts: chunk.map(summarizePost),
        page,
        pageCount: chunks.length,
        previousPath: page > 1 ? paths.tag(tag.slug, page - 1) : null,
        nextPath: page < chunks.length ? paths.tag(tag.slug, page + 1) : null,
        pageLinks: chunks.length > 1 ? chunks.map((_chunk, i) => ({ page: i + 1, path: paths.tag(tag.slug, i + 1) })) : [],
      }),
    };
  });
}

/** `/blog/tags` and, per tag, `/blog/tag/<slug>` (paginated like `/blog`). */
export function tagPages(content: Content): PageSpec[] {
  const { site } = content;
  const tags = listTags(content.posts);
  const path = paths.tags();
  const index: PageSpec = {
    path,
    route: "tags",
    build: () => ({
      route: "tags",
      head: buildHead(site, { path, title: titleWithSite(site, "All tags"), description: `Every topic the ${site.name} blog writes about, with the number of articles on each.` }),
      tags,
    }),
  };
  return [index, ...tags.flatMap((tag) => tagListPages(content, tag))];
}
