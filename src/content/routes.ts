// The single route table. The router, the prerender list, the sitemap, the dev server and the tests read it.
export const routeTable = [
  { id: "home", pattern: "/" },
  { id: "blog", pattern: "/blog" },
  { id: "blogPage", pattern: "/blog/page/:page" },
  { id: "tags", pattern: "/blog/tags" },
  { id: "tag", pattern: "/blog/tag/:tag" },
  { id: "tagPage", pattern: "/blog/tag/:tag/page/:page" },
  { id: "post", pattern: "/blog/:slug" },
  { id: "resources", pattern: "/resources" },
  { id: "category", pattern: "/resources/:categorySlug" },
  { id: "notFound", pattern: "*" },
] as const;

export type RouteId = (typeof routeTable)[number]["id"];
