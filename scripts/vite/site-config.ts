// The site's Vite configuration: React, the site's facts, React Router's production build and the head tags'
// plugin, with the build's options. The build's Vite processes load it alone (scripts/vite/build.config.ts); the
// dev server's vite.config.ts adds its own plugins to it. It imports nothing of the content core but site.json's
// reader: the Vite process of every build starts in a fraction of the time (decision 50).
import react from "@vitejs/plugin-react";
import type { UserConfig } from "vite";
import { helmetPlugin } from "./helmet-plugin.ts";
import { routerPlugin } from "./router-plugin.ts";
import { sitePlugin } from "./site-plugin.ts";

// The base path comes from data/site.json's `url` (see the site plugin): one setting for sub-path hosting.
// Every page runs React, React Router and the app shell: in one chunk ("app") they gzip 0.8 kB smaller than in the
// three chunks Rolldown would otherwise split them into (each chunk compresses alone, and they import from each other).
// Only modules every page needs belong here; a page's own code stays in its page chunk. The stock still's address
// (content/resources/client/video.ts, which the app's video thumbnail reads) joins it: alone it was a request on
// every page whose headers outweighed its 53 bytes.
const shell = new RegExp(
  [
    String.raw`\/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\/`,
    String.raw`\/src\/(app\/|components\/|site\/|content\/(shared\/(paths|routes)|resources\/client\/video)\.ts|routes\/not-found-page\.tsx)`,
    "virtual:site",
    String.raw`\.woff2(\?|$)`,
  ].join("|"),
);

/**
 * One config for both bundles: what only the client's takes is under `environments.client`, so the build's Vite
 * process loads it once for the two (scripts/pipeline/vite-build.mjs, decision 52).
 */
export function siteConfig({ dataDir, previewUrl }: { dataDir: string; previewUrl?: string | undefined }): UserConfig {
  return {
    plugins: [react(), sitePlugin(dataDir, previewUrl), routerPlugin(), helmetPlugin()],
    build: {
      target: "es2022",
      assetsInlineLimit: 0,
      // boot.ts preloads each page's modules itself (the build lists them on #page-data); Vite's own preloading
      // would only add code to the boot script.
      modulePreload: false,
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: "app", test: shell }] },
            },
          },
        },
      },
    },
  };
}
