// What every page builder gives: a page to prerender, with its head tags (the browser's head component reads them).
import type { RouteId } from "./routes.ts";

/** Everything a page puts in <head>, computed once at build time and rendered by one component. */
export interface HeadTags {
  title: string;
  description: string;
  keywords?: string;
  canonical: string;
  meta: Array<{ name?: string; property?: string; content: string }>;
  links: Array<{ rel: string; href: string; type?: string; title?: string }>;
  /** JSON-LD documents, already serialised and safe to place inside a <script> element. */
  jsonLd: string[];
}

/** A page's data with its head tags: what the page's HTML embeds and page-data.json holds. */
export type WithHead<Data> = Data & { head: HeadTags };

/** A page to prerender. `build` is called once, when the page is written. */
export interface PageSpecOf<Data> {
  path: string;
  route: RouteId;
  /** yyyy-mm-dd, for the sitemap. */
  lastmod?: string;
  build: () => Data;
}
