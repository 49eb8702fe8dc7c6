// The home page: its landing copy and its head, with the site's JSON-LD.
import { buildHead, siteJsonLd } from "./head.ts";
import { landingView } from "../shared/landing-copy.ts";
import { paths } from "../shared/paths.ts";
import type { Content } from "../shared/types.ts";
import type { PageSpec } from "../shared/page-data.ts";

export function homePages(content: Content): PageSpec[] {
  const path = paths.home();
  const { site } = content;
  return [
    {
      path,
      route: "home",
      build: () => ({
        route: "home",
        head: buildHead(site, { path, title: `${site.name} - ${site.tagline}`, jsonLd: siteJsonLd(site) }),
        landing: landingView(content.landing, site.email),
      }),
    },
  ];
}
