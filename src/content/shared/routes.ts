// The route records: one per kind of page, the only place a page URL is spelled. The router, the prerender list
// (src/content/pages/list-pages.ts, keyed by these ids), the sitemap, the modules each page preloads and the part it
// loads early (scripts/prerender/page-assets.ts) and the dev server read them. Browser-safe: what builds a page's data
// and head stays in src/content/pages/, which the browser bundle never imports (decision 26).

/** The `:name` parameters of a pattern: `"/blog/tag/:tag/page/:page"` → `"tag" | "page"`. */
type Param<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Param<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * Fills a pattern's parameters, as React Router's `generatePath` does (encoded; no optional or splat segments here).
 * Not `generatePath` itself: react-router imports React, which src/content (read by Node scripts before they set
 * NODE_ENV) must not load.
 */
function fillPattern<P extends string>(pattern: P, params: Record<Param<P>, string>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name]!),
  );
}

/** What a URL that matches a record but has no page shows: a redirect, or the page at another path. */
type Missing = { redirectTo: string } | { showPageAt: string };

interface RouteRecord<Id extends string, Href> {
  id: Id;
  /** React Router's pattern. */
  pattern: string;
  /** The page component's module under src/routes/, loaded lazily; its export is the file name in PascalCase. */
  component: string | null;
  /**
   * A part of the page in a chunk of its own that the page loads early, before the app runs, when the visitor asks
   * for it: the fellowship application, at #apply (apply-hash.ts). Its module under src/routes/; the build lists its
   * chunks on the page (scripts/prerender/page-assets.ts) and src/boot.ts preloads them.
   */
  early?: string;
  /** Builds the path of one of the record's pages from the pattern. */
  href: Href;
  missing: Missing;
}

function record<const Id extends string, const Pattern extends string, Href>(
  id: Id,
  pattern: Pattern,
  page: { component: string | null; early?: string; missing?: Missing },
  href: (fill: (params: Record<Param<Pattern>, string>) => string) => Href,
): RouteRecord<Id, Href> {
  return {
    id,
    pattern,
    component: page.component,
    ...(page.early ? { early: page.early } : {}),
    href: href((params) => fillPattern(pattern, params)),
    missing: page.missing ?? { showPageAt: notFoundPath },
  };
}

/**
 * The not-found page's own path, and the files it is written to: 404.html is what a static host answers for an unknown
 * address.
 */
const notFoundPath = "/404";
export const notFoundFiles = { html: "404.html", data: "404.page-data.json" } as const;

const home = record(
  "home",
  "/",
  { component: "home/home-page.tsx", early: "home/application/fellowship-application.tsx" },
  (fill) => () => fill({}),
);
const blog = record("blog", "/blog", { component: "blog/blog-list-page.tsx" }, (fill) => () => fill({}));
const toBlog = { redirectTo: blog.href() };
// Page 1 of a list is the list itself: no `/page/1`.
const blogPage = record(
  "blogPage",
  "/blog/page/:page",
  { component: "blog/blog-list-page.tsx", missing: toBlog },
  (fill) => (page: number) => (page <= 1 ? blog.href() : fill({ page: String(page) })),
);
const tags = record("tags", "/blog/tags", { component: "blog/tags-page.tsx" }, (fill) => () => fill({}));
const tag = record(
  "tag",
  "/blog/tag/:tag",
  { component: "blog/tag-page.tsx", missing: toBlog },
  (fill) => (slug: string) => fill({ tag: slug }),
);
const tagPage = record(
  "tagPage",
  "/blog/tag/:tag/page/:page",
  { component: "blog/tag-page.tsx", missing: toBlog },
  (fill) =>
    (slug: string, page = 1) =>
      page <= 1 ? tag.href(slug) : fill({ tag: slug, page: String(page) }),
);
const post = record(
  "post",
  "/blog/:slug",
  { component: "blog/post-page.tsx", missing: toBlog },
  (fill) => (slug: string) => fill({ slug }),
);
const resources = record(
  "resources",
  "/resources",
  { component: "resources/resources-page.tsx" },
  (fill) => () => fill({}),
);
// An unknown category shows the hub (docs/product.md §7), at the unknown address.
const category = record(
  "category",
  "/resources/:categorySlug",
  { component: "resources/category-page.tsx", missing: { showPageAt: resources.href() } },
  (fill) => (slug: string) => fill({ categorySlug: slug }),
);
// Every address no other record matches; its data lives at /404. Its component is in the main bundle (404.html renders
// before any page chunk).
const notFound = record("notFound", "*", { component: null }, () => () => notFoundPath);

export const routes = { home, blog, blogPage, tags, tag, tagPage, post, resources, category, notFound };
export const routeRecords = Object.values(routes);

export type RouteId = keyof typeof routes;
