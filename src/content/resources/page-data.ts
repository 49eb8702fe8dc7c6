// The data the resources pages render from (the hub and a category): types only, read by their builder here and,
// through src/content/pages/page-data.ts, by the page components.
import type { Category, Framework, Video } from "../shared/types.ts";
import type { PageSpecOf, WithHead } from "../shared/page-spec.ts";

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

/** A resources page to prerender. */
export type ResourcesPageSpec = PageSpecOf<WithHead<ResourcesData | CategoryData>>;
