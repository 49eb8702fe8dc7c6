// The data each kind of page renders from: a leaf module that the page builders beside it and the page
// components import, and that imports nothing from its siblings (no import cycles, type imports included).
import type { HeadTags } from "../pages/head.ts";
import type { TocEntry } from "../blog/body/headings.ts";
import type { LandingView } from "./landing-copy.ts";
import type { RouteId } from "./routes.ts";
import type { ShareLinks } from "./share.ts";
import type { TagCount } from "../blog/tags.ts";
import type { Category, Framework, Post, PostSummary, Video } from "./types.ts";

/** Where a paginated list's page stands among its pages, for the pager. */
export interface PagerData {
  page: number;
  pageCount: number;
  previousPath: string | null;
  nextPath: string | null;
  /** The numbered pages the pager shows (`pagerNumbers`): first, last and around this one; empty for one page. */
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

/** The landing page's copy; the site facts it shows (contact address, founder) come from src/site/site.ts. */
/** The landing page's path to the resources: counts and the first categories, computed from the data. */
export interface LibrarySummary {
  talks: number;
  categories: number;
  /** The first categories of the library, in its order. */
  featured: Array<{ name: string; href: string; talks: number }>;
}

export interface HomeData {
  route: "home";
  landing: LandingView;
  library: LibrarySummary;
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

/** What the hub needs of a category: the card, plus every video title (with its speaker) for the search. */
export interface CategoryCard {
  name: string;
  slug: string;
  description: string;
  /** "5 videos". */
  countLabel: string;
  /** The first `previewSize` video titles. */
  preview: string[];
  /** "+3 more videos", "+1 more video", or null when the preview shows them all. */
  moreLabel: string | null;
  videoTitles: string[];
}

export interface FrameworkCard extends Framework {
  /** "6 stages". */
  stagesLabel: string;
  /** Visible text of the link, naming where it leads. */
  linkLabel: string;
}

export interface VideoCard extends Video {
  /** What the link does: "Watch on YouTube", or "Search on YouTube" for a search link. */
  action: string;
}

interface CategoryLink {
  name: string;
  slug: string;
}

export interface ResourcesData {
  route: "resources";
  categories: CategoryCard[];
  frameworks: FrameworkCard[];
  /** "52 talks and videos in 11 categories". */
  summary: string;
}

export interface CategoryData {
  route: "category";
  /** The category without its `color`, which only tints its social card: the pages use the site's one accent. */
  category: Omit<Category, "videos" | "color"> & { countLabel: string; videos: VideoCard[] };
  /** The other categories, in their order, for browsing on. */
  others: CategoryLink[];
}

interface NotFoundData {
  route: "notFound";
}

/** The data one page renders from: embedded in its HTML and written beside it as page-data.json. */
export type PageData = (
  HomeData | BlogData | PostData | TagData | TagsData | ResourcesData | CategoryData | NotFoundData
) & { head: HeadTags };

/** A page to prerender. `build` is called once, when the page is written. */
export interface PageSpec {
  path: string;
  route: RouteId;
  /** yyyy-mm-dd, for the sitemap. */
  lastmod?: string;
  build: () => PageData;
}
