// The normalised content every page renders from. Computed once at build time by `load.ts`.
import type { ImageSource } from "./images.ts";
import type { CategoryInput, FrameworkInput } from "./schemas/resources.ts";
import type { LandingInput } from "./schemas/landing.ts";
import type { SiteInput } from "./schemas/site.ts";

export type CategoryColor = CategoryInput["color"];

export interface Site extends Omit<SiteInput, "$schema" | "url"> {
  /** Canonical address with a trailing slash, e.g. `https://example.com/site/`. */
  url: string;
  origin: string;
  /** Path prefix the site is served under: `/` or `/site/`. */
  basePath: string;
}

export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  displayDate: string;
  readTime: number;
  readTimeLabel: string;
  /** At most three, for lists. */
  listTags: string[];
  featuredImage?: string;
  /** Smaller encodings of the featured image, best first (empty for images on other hosts). */
  featuredImageSources: ImageSource[];
  featuredImageAlt: string;
}

export interface Post extends PostSummary {
  tags: string[];
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

export interface Content {
  site: Site;
  landing: Landing;
  /** Newest first. */
  posts: Post[];
  categories: Category[];
  frameworks: Framework[];
}
