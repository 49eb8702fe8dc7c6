// Stryker's mutation testing (npm run test:mutation): do the unit tests of the modules that guard the site notice a
// wrong change? docs/testing.md holds the figures; docs/decisions/0081-mutation-testing-with-stryker.md the choice.
export default {
  testRunner: "vitest",
  // Unit tests only (vitest.mutation.config.ts): the render and build layers take minutes and do not test these.
  vitest: { configFile: "vitest.mutation.config.ts", related: true },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: [
    // The HTML sanitizer of post bodies.
    "src/content/body/sanitize.ts",
    // Slugs and the URL record (each address owned once).
    "src/content/shared/slug.ts",
    "src/content/site-checks/url-record.ts",
    // The search scorer.
    "src/content/search/client/search-scorer.ts",
    // The placeholder rules, the stand-in grammar and the go-live check.
    "src/content/site-checks/placeholder-rules.ts",
    "src/content/site-checks/stand-in-grammar.ts",
    "src/content/site-checks/go-live.ts",
    // The application's spam checks.
    "src/content/home/client/spam-check.ts",
  ],
  // Two cores are shared: one test process at a time keeps the machine usable.
  concurrency: 1,
  incrementalFile: ".cache/stryker-incremental.json",
  tempDirName: ".stryker-tmp",
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: ".cache/mutation/index.html" },
  jsonReporter: { fileName: ".cache/mutation/mutation.json" },
  thresholds: { high: 90, low: 80, break: 80 },
  timeoutMS: 20000,
};
