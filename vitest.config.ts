// Vitest's configuration: the unit, render and build test layers.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { dataDirFromEnv } from "./scripts/shared/environment.ts";
import { sitePlugin } from "./scripts/vite/site-plugin.ts";

// Three layers: `unit` (the pure core, fast), `render` (page components rendered to a DOM from real page data, as
// the prerender and the browser render them, without a build) and `build` (runs `npm run build`'s pipeline and
// reads dist/ with cheerio).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/unit/support/load-markdown.ts"],
          // Some unit tests start a process, a worker or Vite's config loader: 1–4 s here, past the default 5 s on a
          // loaded CI machine (a fresh clone's .ci/run timed out on one at 5.09 s). A hang still fails, at 20 s.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react(), sitePlugin(dataDirFromEnv())],
        // A render test builds its page data first: seconds on a loaded machine, so more than the default 5 s.
        test: {
          name: "render",
          include: ["tests/render/**/*.test.tsx"],
          environment: "happy-dom",
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "build",
          include: ["tests/build/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
