// Vite plugin: sets the base path from data/site.json and provides `virtual:site`, the site's facts for the bundle.
import type { Plugin } from "vite";
import { dataDir } from "../shared/read-data.ts";
import { loadSiteFile } from "../shared/site-file.ts";

const virtualId = "virtual:site";
/** The module's id once resolved: the dev server's content plugin invalidates it when the data changes. */
export const resolvedSiteId = `\0${virtualId}`;

export function sitePlugin(dir = dataDir()): Plugin {
  return {
    name: "first-principles-site",
    config: () => ({ base: loadSiteFile(dir).basePath }),
    resolveId: (id) => (id === virtualId ? resolvedSiteId : undefined),
    load(id) {
      if (id !== resolvedSiteId) return undefined;
      // The content manager's repository is the admin page's alone (scripts/admin/build-admin.ts): no page needs it.
      const { cms: _cms, ...site } = loadSiteFile(dir);
      return `export const site = ${JSON.stringify(site)};`;
    },
  };
}
