// Vite's build of the content manager alone (admin/index.html → dist/admin/), apart from the site's build so that no
// page loads any of it; `base: "./"` keeps it working under a sub-path.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { repoRoot } from "./paths.ts";

export default defineConfig({
  root: repoRoot,
  base: "./",
  plugins: [react()],
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
