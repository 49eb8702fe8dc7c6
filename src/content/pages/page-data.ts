// The data each kind of page renders from, gathered from the parts (home, blog, resources): the one module the page
// components import their page's data type from. The parts' builders import their own part's types, not this.
import type { PageSpecOf, WithHead } from "../shared/page-spec.ts";
import type { BlogData, PostData, TagData, TagsData } from "../blog/page-data.ts";
import type { HomeData } from "../home/page-data.ts";
import type { CategoryData, ResourcesData } from "../resources/page-data.ts";

export type { BlogData, PagerData, PostData, TagData, TagsData } from "../blog/page-data.ts";
export type { HomeData, LibrarySummary } from "../home/page-data.ts";
export type { CategoryCard, CategoryData, FrameworkCard, ResourcesData, VideoCard } from "../resources/page-data.ts";

interface NotFoundData {
  route: "notFound";
}

/** The data one page renders from: embedded in its HTML and written beside it as page-data.json. */
export type PageData = WithHead<
  HomeData | BlogData | PostData | TagData | TagsData | ResourcesData | CategoryData | NotFoundData
>;

/** A page of any kind to prerender. */
export type PageSpec = PageSpecOf<PageData>;
