// Vite's build of the content manager's own module alone (admin/index.html → dist/admin/: the configuration, formats
// and previews; Decap's prebuilt bundle is copied beside it), apart from the site's build so that no page loads any of
// it; `base: "./"` keeps it working under a sub-path.
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { repoRoot } from "./paths.ts";

/**
 * The site's components read `virtual:site` (site.json) for the base path of images. The bundle is built once for any
 * data, so here it is only the base path, read from where the manager runs: `<base path>/admin/`.
 */
function siteBasePath(): Plugin {
  const id = "\0virtual:site";
  return {
    name: "admin-site-base-path",
    // The filters keep Rolldown from calling these hooks for every other module.
    resolveId: { filter: { id: /^virtual:site$/ }, handler: () => id },
    load: {
      filter: { id: /^\0virtual:site$/ },
      handler: () => 'export const site = { basePath: location.pathname.replace(/admin\\/[^/]*$/, "") || "/" };',
    },
  };
}

export default defineConfig({
  root: repoRoot,
  base: "./",
  // The site's public/ files belong to the site's build; only admin/ is copied out of this one.
  publicDir: false,
  plugins: [react(), siteBasePath()],
  build: {
    target: "es2022",
    assetsDir: "admin/assets",
    emptyOutDir: false,
    rolldownOptions: { input: { admin: "admin/index.html" } },
  },
});
