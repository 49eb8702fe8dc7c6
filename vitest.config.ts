import { defineConfig } from "vitest/config";

// Two layers: `unit` (the pure core, fast) and `build` (runs `npm run build`'s pipeline and reads dist/ with cheerio).
export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", setupFiles: ["tests/unit/support/load-markdown.ts"] } },
      { test: { name: "build", include: ["tests/build/**/*.test.ts"], environment: "node", testTimeout: 180_000, hookTimeout: 300_000, fileParallelism: false } },
    ],
  },
});
