// The data the home page renders from: types only, read by the home page's builder here and, through
// src/content/pages/page-data.ts, by the page components.
import type { LandingView } from "./client/landing-copy.ts";
import type { PageSpecOf, WithHead } from "../shared/page-spec.ts";

/** The landing page's path to the resources: counts and the first categories, computed from the data. */
export interface LibrarySummary {
  talks: number;
  categories: number;
  /** The first categories of the library, in its order. */
  featured: Array<{ name: string; href: string; talks: number }>;
}

export interface HomeData {
  route: "home";
  /** The landing page's copy; the site facts it shows (contact address, founder) come from src/site/site.ts. */
  landing: LandingView;
  library: LibrarySummary;
}

/** The home page to prerender. */
export type HomePageSpec = PageSpecOf<WithHead<HomeData>>;
