// Vitest's configuration for mutation testing (stryker.config.mjs): the unit tests of the guarding modules only.
import { defineConfig } from "vitest/config";

// Each guarding module is measured by its own tests (tests/unit/…/<module>*.test.ts), so a score says what those
// tests notice. Stryker runs them from a copy of the repository, where the fixture symlinks other tests read break.
export default defineConfig({
  test: {
    include: [
      "tests/unit/**/{sanitize,slug,url-record,search-scorer,placeholder-rules,stand-in-grammar,go-live,spam-check}*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/unit/support/load-markdown.ts"],
    testTimeout: 20_000,
  },
});
