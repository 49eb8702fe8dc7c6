// Vite's build of the content manager alone (admin/index.html → dist/admin/), apart from the site's build so that no
// page loads any of it; `base: "./"` keeps it working under a sub-path.
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
    resolveId: (source) => (source === "virtual:site" ? id : null),
    load: (source) =>
      source === id
        ? 'export const site = { basePath: location.pathname.replace(/admin\\/[^/]*$/, "") || "/" };'
        : null,
  };
}

export default defineConfig({
  root: repoRoot,
  base: "./",
  plugins: [react(), siteBasePath()],
  // Decap's packages read these Node globals.
  define: { global: "globalThis", "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    target: "es2022",
    assetsDir: "admin/assets",
    emptyOutDir: false,
    chunkSizeWarningLimit: 8000,
    rolldownOptions: { input: { admin: "admin/index.html" } },
  },
});
