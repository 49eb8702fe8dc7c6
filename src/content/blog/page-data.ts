// The data the blog's pages render from (the list, a post, a tag, the tags): types only, read by the blog's page
// builders here and, through src/content/pages/page-data.ts, by the page components.
import type { TocEntry } from "../body/headings.ts";
import type { ShareLinks } from "./client/share.ts";
import type { TagCount } from "./tags.ts";
import type { Post, PostSummary } from "../shared/types.ts";
import type { PageSpecOf, WithHead } from "../shared/page-spec.ts";

/** Where a paginated list's page stands among its pages, for the pager. */
export interface PagerData {
  page: number;
  pageCount: number;
  previousPath: string | null;
  nextPath: string | null;
  /** The numbered pages the pager shows (pagination.ts): first, last and around this one; empty for one page. */
  pageLinks: Array<{ page: number; path: string }>;
}

export interface BlogData extends PagerData {
  route: "blog" | "blogPage";
  /** Shown large on the first page only. */
  featured: PostSummary | null;
  posts: PostSummary[];
}

export interface PostData {
  route: "post";
  /** The post; its body has tables wrapped in scrollable regions (see `wrapTables`) and anchored headings. */
  post: Post;
  /** The body's sections, when it has enough to list (see `tableOfContents`). */
  toc: TocEntry[];
  /** The canonical URL to copy and the two services' share URLs. */
  share: ShareLinks;
  /** The newer and the older neighbour, first in "Read next". */
  newer: PostSummary | null;
  older: PostSummary | null;
  /** The posts sharing the most tags with this one, ties to the newest, never a neighbour: with the neighbours, at
   * most three in all ("Read next"). */
  related: PostSummary[];
}

export interface TagData extends PagerData {
  route: "tag" | "tagPage";
  tag: TagCount;
  /** The tag's posts on this page, newest first. */
  posts: PostSummary[];
}

export interface TagsData {
  route: "tags";
  /** Every tag with its number of posts, most first. */
  tags: TagCount[];
}

/** A blog page to prerender. */
export type BlogPageSpec = PageSpecOf<WithHead<BlogData | PostData | TagData | TagsData>>;
