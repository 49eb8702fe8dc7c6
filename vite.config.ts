import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { contentPlugin } from "./scripts/vite-content-plugin.ts";

// The base path comes from data/site.json's `url` (see the content plugin): one setting for sub-path hosting.
export default defineConfig({
  plugins: [react(), contentPlugin()],
  build: {
    target: "es2022",
    assetsInlineLimit: 0,
  },
});
