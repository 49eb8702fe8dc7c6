// The address of every page the site builds, without building any: what the site-wide checks (links, old addresses,
// the record of published addresses) compare against. The page builders list the same pages (list-pages.ts); a unit
// test holds the two lists equal.
import { paginate } from "../blog/pagination.ts";
import { listTags, postsTagged } from "../blog/tags.ts";
import { paths } from "../shared/paths.ts";
import type { Content } from "../shared/types.ts";

type PageContent = Pick<Content, "site" | "posts" | "categories">;

/** The page numbers 1…n of a list cut into pages of the blog's size (a list with no items still has page 1). */
const pageNumbers = (content: PageContent, items: readonly unknown[]) =>
  paginate(items, content.site.blogPageSize).map((_, index) => index + 1);

/** Every page's path, in sitemap order, the not-found page last. */
export function pageAddresses(content: PageContent): string[] {
  const { posts } = content;
  return [
    paths.home(),
    ...pageNumbers(content, posts).map((page) => paths.blogPage(page)),
    ...posts.map((post) => paths.post(post.slug)),
    paths.tags(),
    ...listTags(posts).flatMap((tag) =>
      pageNumbers(content, postsTagged(posts, tag.slug)).map((page) => paths.tag(tag.slug, page)),
    ),
    paths.resources(),
    ...content.categories.map((category) => paths.category(category.slug)),
    paths.notFound(),
  ];
}
