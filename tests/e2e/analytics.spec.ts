// Analytics (site.json `analytics`): without it no request leaves the site but the content's images; with it (a
// real build against a local stand-in provider, Plausible then Umami), the script loads the documented way, the CSP
// allows exactly its origin, page views count moves inside the app, and the three events arrive with their props.
import { rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { removeTempDirs, runBuild, tempDataTree, tempDir } from "../build/helpers.ts";
import { createStaticServer } from "../../scripts/server/static-server.ts";
import { serverOutDir } from "../../scripts/pipeline/vite-builds.ts";
import { dialog, fillRequired, openFromHero, submit } from "./application-helpers.ts";
import { AnalyticsStandIn } from "./analytics-stand-in.ts";
import { expect, test, waitForApp } from "./fixtures.ts";
import { nextMailDraft } from "./home-helpers.ts";

/** Every origin the page sends a request to, by the kind of request. */
function recordOrigins(page: Page): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>();
  page.on("request", (request) => {
    if (!/^https?:/.test(request.url())) return;
    const origin = new URL(request.url()).origin;
    seen.set(request.resourceType(), (seen.get(request.resourceType()) ?? new Set()).add(origin));
  });
  return seen;
}

test("without analytics, no request leaves the site but the content's images (the video stills)", async ({
  page,
  baseURL,
}) => {
  const seen = recordOrigins(page);
  const own = new URL(baseURL ?? "").origin;
  for (const path of ["/", "/blog/", "/blog/tags/", "/resources/"]) {
    await page.goto(path);
    await waitForApp(page);
  }
  await page.goto("/");
  await waitForApp(page);
  await openFromHero(page);
  await page.getByRole("link", { name: "Blog", exact: true }).first().dispatchEvent("click");
  await expect(page.locator("script[data-domain], script[data-website-id]")).toHaveCount(0);
  for (const [kind, origins] of seen) {
    const others = [...origins].filter((origin) => origin !== own);
    if (kind === "image")
      expect(
        others.every((origin) => origin === "https://i.ytimg.com"),
        others.join(),
      ).toBe(true);
    else expect(others, `${kind} requests to other origins`).toEqual([]);
  }
});

/** Each provider: its script tag's site attribute, and the site value the build is given. */
const providers = [
  { provider: "plausible", attribute: "data-domain", site: "first-principles.test" },
  { provider: "umami", attribute: "data-website-id", site: "00000000-0000-4000-8000-000000000029" },
] as const;

for (const { provider, attribute, site } of providers)
  test.describe(`with ${provider} analytics`, () => {
    test.describe.configure({ mode: "serial" });
    const standIn = new AnalyticsStandIn(provider);
    let siteServer: Server | null = null;
    let origin = "";
    let outDir = "";

    test.beforeAll(async ({ browserName: _browser }, testInfo) => {
      testInfo.setTimeout(180_000);
      await standIn.start();
      const analytics = JSON.stringify({ provider, script: standIn.script, site });
      const data = await tempDataTree({
        "site.json": (old) => old.replace('"blogPageSize"', `"analytics": ${analytics},\n  "blogPageSize"`),
      });
      outDir = await tempDir("fp-analytics-");
      const run = await runBuild({ DATA_DIR: data, OUT_DIR: outDir });
      if (run.code !== 0) throw new Error(`The analytics build failed:\n${run.output}`);
      siteServer = createStaticServer({ dir: outDir, basePath: "/" });
      await new Promise<void>((resolve) => siteServer?.listen(0, resolve));
      origin = `http://localhost:${(siteServer.address() as AddressInfo).port}`;
    });

    test.afterAll(async () => {
      await standIn.stop();
      await new Promise((resolve) => siteServer?.close(resolve));
      await removeTempDirs();
      await rm(serverOutDir(process.cwd(), outDir), { recursive: true, force: true });
    });

    test.beforeEach(async ({ page }) => {
      standIn.recorded.length = 0;
      await page.goto(origin);
      await waitForApp(page);
    });

    const events = () => standIn.recorded.filter((record) => record.kind === "event");

    test("loads the provider's script its documented way, and the CSP allows exactly its origin", async ({ page }) => {
      const tag = page.locator(`head script[${attribute}]`);
      await expect(tag).toHaveAttribute("src", standIn.script);
      await expect(tag).toHaveAttribute(attribute, site);
      await expect(page.locator("script[data-domain], script[data-website-id]")).toHaveCount(1);
      expect(await tag.getAttribute("defer")).toBe("");
      const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
      expect(csp).toContain(`script-src 'self' ${standIn.origin};`);
      expect(csp).toContain(`connect-src 'self' ${standIn.origin};`);
    });

    test("counts a page view on load and one for each move inside the app, once each", async ({ page }) => {
      await expect.poll(() => standIn.recorded.filter((r) => r.kind === "pageview").map((r) => r.path)).toEqual(["/"]);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
      await expect(page).toHaveURL(/\/blog\/?$/);
      await expect
        .poll(() => standIn.recorded.filter((r) => r.kind === "pageview").map((r) => r.path))
        .toEqual(["/", "/blog"]);
      expect(standIn.recorded.every((record) => record.site === site)).toBe(true);
    });

    test('records "Application opened" and "Application sent" with its route', async ({ page }) => {
      await openFromHero(page);
      await expect.poll(() => events().map((e) => e.name)).toEqual(["Application opened"]);
      await fillRequired(page);
      const draft = nextMailDraft(page);
      await submit(page).click();
      await draft;
      await expect
        .poll(() => events().map((e) => [e.name, e.props?.route ?? ""]))
        .toEqual([
          ["Application opened", ""],
          ["Application sent", "mail"],
        ]);
      await dialog(page).getByText("Other ways to send").click();
      await dialog(page)
        .getByRole("link", { name: "Open in Gmail" })
        .click({ modifiers: ["ControlOrMeta"] });
      await expect.poll(() => events().at(-1)?.props?.route).toBe("gmail");
    });

    test('records "Founder call" for a founder\'s call to action', async ({ page }) => {
      const draft = nextMailDraft(page);
      await page.getByRole("link", { name: "Book a call" }).click();
      await draft;
      await expect.poll(() => events().map((e) => [e.name, e.props?.via ?? ""])).toEqual([["Founder call", "mail"]]);
    });
  });
