import { buildHead, siteJsonLd } from "../head.ts";
import { paths } from "../paths.ts";
import type { Content, Landing } from "../types.ts";
import type { PageSpec } from "./types.ts";

export interface HomeData {
  route: "home";
  landing: Landing;
}

export function homePages(content: Content): PageSpec[] {
  const path = paths.home();
  return [
    {
      path,
      route: "home",
      build: () => ({
        route: "home",
        head: buildHead(content.site, { path, title: `${content.site.name} - ${content.site.tagline}`, jsonLd: siteJsonLd(content.site) }),
        landing: content.landing,
      }),
    },
  ];
}
