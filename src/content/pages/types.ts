import type { HeadTags } from "../head.ts";
import type { RouteId } from "../routes.ts";
import type { BlogData, PostData } from "./blog.ts";
import type { HomeData } from "./home.ts";
import type { CategoryData, ResourcesData } from "./resources.ts";
import type { TagData, TagsData } from "./tags.ts";

export interface NotFoundData {
  route: "notFound";
}

/** The data one page renders from: embedded in its HTML and written beside it as page-data.json. */
export type PageData = (HomeData | BlogData | PostData | TagData | TagsData | ResourcesData | CategoryData | NotFoundData) & { head: HeadTags };

/** A page to prerender. `build` is called once, when the page is written. */
export interface PageSpec {
  path: string;
  route: RouteId;
  /** yyyy-mm-dd, for the sitemap. */
  lastmod?: string;
  build: () => PageData;
}
