// Every page the site builds, each with its route record's id, in sitemap order.
import { buildHead, titleWithSite } from "../head/head.ts";
import { routes } from "../shared/routes.ts";
import type { Content } from "../shared/types.ts";
import { blogPages } from "../blog/blog-pages.ts";
import { homePages } from "../home/home-page.ts";
import { resourcesPages } from "../resources/resource-pages.ts";
import { tagPages } from "../blog/tag-pages.ts";
import type { PageSpec } from "./page-data.ts";

export type { PageData, PageSpec } from "./page-data.ts";

function notFoundPage(content: Content): PageSpec {
  const path = routes.notFound.href();
  return {
    path,
    route: routes.notFound.id,
    build: () => ({
      route: routes.notFound.id,
      head: buildHead(content.site, {
        path,
        title: titleWithSite(content.site, "Page not found"),
        description: "This page does not exist. Find your way to the home page, the blog or the resources.",
        noindex: true,
      }),
    }),
  };
}

/**
 * Every page of the site, in sitemap order, each with the id of its route record (src/content/shared/routes.ts); the
 * not-found page last (it is not in the sitemap).
 */
export function listPages(content: Content): PageSpec[] {
  return [
    ...homePages(content),
    ...blogPages(content),
    ...tagPages(content),
    ...resourcesPages(content),
    notFoundPage(content),
  ];
}
