// Shared Playwright fixtures: every test fails on console errors or warnings, page errors, CSP violations and
// hydration warnings, unless the test declares the exact messages it expects.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

interface Watch {
  /** Declares console errors this test expects (e.g. the browser's own "404" line on the not-found page). */
  allowConsole: (pattern: RegExp) => void;
}

export const test = base.extend<{ watch: Watch }>({
  watch: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        if (!["error", "warning"].includes(message.type())) return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console.${message.type()}: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      // The machines running these tests have no internet: answer the video host's thumbnails with a local
      // image, as if the host were up. Tests of a failing image route it to an error themselves.
      await page.route("https://i.ytimg.com/**", (route) =>
        route.fulfill({ path: "public/images/video-placeholder.svg", contentType: "image/svg+xml" }),
      );
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await use({ allowConsole: (pattern) => allowed.push(pattern) });
      expect(problems, "console errors, page errors, CSP violations or hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe with WCAG 2.0–2.2 A and AA rules and expects no violations. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/** Waits until React has hydrated (or rendered) the page: the app marks <html> once it has mounted. */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
}
