// The site's facts for the browser: data/site.json as the build checked it.
import { site as siteData } from "virtual:site";
import type { Site } from "../content/shared/types.ts";

/** The site's facts (name, canonical URL, contact address, …) from data/site.json, checked at build time. */
export const site = siteData as Site;
