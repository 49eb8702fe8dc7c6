// Vite's configuration: the client and prerender builds, the dev server, and the content and router plugins.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { decapDevFiles } from "./scripts/admin/decap-files.ts";
import { contentPlugin } from "./scripts/vite/content-plugin.ts";
import { helmetPlugin } from "./scripts/vite/helmet-plugin.ts";
import { routerPlugin } from "./scripts/vite/router-plugin.ts";

// The base path comes from data/site.json's `url` (see the content plugin): one setting for sub-path hosting.
// Every page runs React, React Router and the app shell: in one chunk ("app") they gzip 0.8 kB smaller than in the
// three chunks Rolldown would otherwise split them into (each chunk compresses alone, and they import from each other).
// Only modules every page needs belong here; a page's own code stays in its page chunk.
const shell =
  /\/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\/|\/src\/(app\/|components\/|site\/|content\/shared\/(paths|routes)\.ts|routes\/not-found-page\.tsx)|virtual:site|\.woff2(\?|$)/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), contentPlugin(), routerPlugin(), helmetPlugin(), decapDevFiles()],
  build: {
    target: "es2022",
    assetsInlineLimit: 0,
    // boot.ts preloads each page's modules itself (the build lists them on #page-data); Vite's own preloading
    // would only add code to the boot script.
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: "app", test: shell }] } },
        },
  },
}));
