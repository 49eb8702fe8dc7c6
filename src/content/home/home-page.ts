// The home page: the landing copy, the site's JSON-LD and the path to the resources library.
import { buildHead, siteJsonLd } from "../head/head.ts";
import { landingView } from "./client/landing-copy.ts";
import { paths } from "../shared/paths.ts";
import type { Content } from "../shared/types.ts";
import type { LibrarySummary, HomePageSpec } from "./page-data.ts";

/** How many categories the landing page links to by name. */
const featuredCategories = 3;

/** What the landing page says about the resources library, counted from the categories themselves. */
function librarySummary(content: Pick<Content, "categories">): LibrarySummary {
  const { categories } = content;
  return {
    talks: categories.reduce((sum, category) => sum + category.videos.length, 0),
    categories: categories.length,
    featured: categories.slice(0, featuredCategories).map((category) => ({
      name: category.name,
      href: paths.category(category.slug),
      talks: category.videos.length,
    })),
  };
}

export function homePages(content: Content): HomePageSpec[] {
  const path = paths.home();
  const { site } = content;
  return [
    {
      path,
      route: "home",
      build: () => ({
        route: "home",
        head: buildHead(site, { path, title: `${site.name} - ${site.tagline}`, jsonLd: siteJsonLd(site) }),
        landing: landingView(content.landing, site.email, site.applicationEndpoint),
        library: librarySummary(content),
      }),
    },
  ];
}
