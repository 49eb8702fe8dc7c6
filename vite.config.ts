import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { contentPlugin } from "./scripts/vite-content-plugin.ts";
import { routerPlugin } from "./scripts/vite-router-plugin.ts";

// The base path comes from data/site.json's `url` (see the content plugin): one setting for sub-path hosting.
export default defineConfig({
  plugins: [react(), contentPlugin(), routerPlugin()],
  build: {
    target: "es2022",
    assetsInlineLimit: 0,
    // boot.ts preloads each page's modules itself (the build lists them on #page-data); Vite's own preloading
    // would only add code to the boot script.
    modulePreload: false,
  },
});
