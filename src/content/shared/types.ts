// The normalised content every page renders from. Computed once at build time by `site/load.ts`.
import type { ImageSource } from "./images.ts";
import type { CategoryInput, FrameworkInput } from "../schemas/resources.ts";
import type { LandingInput } from "../schemas/landing.ts";
import type { SiteInput } from "../schemas/site.ts";
import type { PublishedUrls } from "../schemas/published-urls.ts";

export type CategoryColor = CategoryInput["color"];

export interface Site extends Omit<SiteInput, "$schema" | "url"> {
  /** Canonical address with a trailing slash, e.g. `https://example.com/site/`. */
  url: string;
  origin: string;
  /** Path prefix the site is served under: `/` or `/site/`. */
  basePath: string;
  /** A preview build (PREVIEW_URL): every page `noindex`, robots.txt disallows all, `X-Robots-Tag` in `_headers`. */
  noindex?: true;
}

export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  displayDate: string;
  /** When the post last changed in substance (not before `publishedAt`), and how the page shows it. */
  updatedAt?: string;
  displayUpdated?: string;
  /** Only in the dev server, which also shows posts the build holds back. */
  status?: "draft" | "scheduled";
  readTime: number;
  readTimeLabel: string;
  /** At most three, for lists, each with the slug of its tag page. */
  listTags: TagRef[];
  featuredImage?: string;
  /** Smaller encodings of the featured image, best first (empty for images on other hosts). */
  featuredImageSources: ImageSource[];
  featuredImageAlt: string;
}

/** A tag as links show it: its name and the slug of its page. */
export interface TagRef {
  name: string;
  slug: string;
}

export interface Post extends PostSummary {
  tags: string[];
  /** Every tag, with its page's slug, for the chips on the post. */
  tagRefs: TagRef[];

  seoTitle?: string;
  seoDescription?: string;
  seoKeywords: string[];
  /** Sanitised HTML body. */
  content: string;
}

export interface Video {
  title: string;
  /** Who gives the talk (or the channel), shown on its own line. */
  speaker?: string;
  link: string;
  /** The host's still when the link names a video, else the local stock image. */
  thumbnail: string;
  hasHostThumbnail: boolean;
}

export interface Category {
  name: string;

  slug: string;
  description: string;
  color: CategoryColor;
  videos: Video[];
}

export type Framework = FrameworkInput;
export type Landing = Omit<LandingInput, "$schema">;

/** An old site path that now answers with a redirect to `to` (from a post's or category's `redirectFrom`). */
export interface Redirect {
  from: string;
  to: string;
  /** The title of the page it leads to, for the link on the redirect page. */
  title: string;
}

export interface Content {
  site: Site;
  landing: Landing;
  /** The published posts, newest first: drafts and posts scheduled after the build's date are not in it. Every
   * list, feed and sitemap reads this one list. */
  posts: Post[];
  /** What the build holds back, by the date each goes live. */
  heldBack: HeldBackPost[];
  redirects: Redirect[];
  /** The site paths of posts and categories ever published (data/published-urls.json plus today's). */
  publishedUrls: PublishedUrls;
  categories: Category[];
  frameworks: Framework[];
}

export interface HeldBackPost {
  /** The metadata file, as messages name it. */
  file: string;
  title: string;
  reason: "draft" | "scheduled";
  publishedAt: string;
}
