// Vite plugin: sets the base path from data/site.json and provides `virtual:site`, the site's facts for the bundle.
import type { Plugin } from "vite";
import { loadSiteFile } from "../shared/site-file.ts";

/** The id of `virtual:site` once resolved: the dev server's content plugin invalidates it when the data changes. */
export const resolvedSiteId = "\0virtual:site";

/** The site plugin for the data folder `dir`, built for `previewUrl` when it is a preview (decision 57). */
export function sitePlugin(dir: string, previewUrl?: string): Plugin {
  return {
    name: "first-principles-site",
    config: () => ({ base: loadSiteFile(dir, previewUrl).basePath }),
    // The filters keep Rolldown from calling these hooks for every other module.
    resolveId: { filter: { id: /^virtual:site$/ }, handler: () => resolvedSiteId },
    load: {
      filter: { id: /^\0virtual:site$/ },
      handler() {
        // The content manager's repository is the admin page's alone (scripts/admin/build-admin.ts): no page needs it.
        const { cms: _cms, ...site } = loadSiteFile(dir, previewUrl);
        return `export const site = ${JSON.stringify(site)};`;
      },
    },
  };
}
