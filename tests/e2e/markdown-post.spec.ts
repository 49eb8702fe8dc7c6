// A Markdown post in a real browser (tests/fixtures/publishing, built as of 2025-02-01): highlighted code that the
// CSP allows and axe finds readable, a table and contents; drafts and scheduled posts are nowhere to be found.
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { removeTempDirs, runBuild, tempDir } from "../build/helpers.ts";
import { createStaticServer } from "../../scripts/server/static-server.ts";
import { serverOutDir } from "../../scripts/pipeline/vite-builds.ts";
import { writeFixtureTree } from "../unit/support/fixture-tree.ts";
import { expect, expectNoAxeViolations, test, waitForApp } from "./fixtures.ts";

let origin = "";
let server: Server;
const cleanup: string[] = [];

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  const data = path.join(await tempDir("fp-md-data-"), "data");
  await writeFixtureTree(data, "publishing");
  const out = await mkdtemp(path.join(os.tmpdir(), "fp-md-"));
  cleanup.push(out, serverOutDir(process.cwd(), out));
  process.env.BUILD_DATE = "2025-02-01";
  const run = await runBuild({ DATA_DIR: data, OUT_DIR: out });
  delete process.env.BUILD_DATE;
  if (run.code !== 0) throw new Error(run.output);
  server = createStaticServer({ dir: out, basePath: "/" });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
  await removeTempDirs();
});

test(
  "the Markdown post shows highlighted code, its table and contents, with no CSP violation or axe finding",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto(`${origin}/blog/pricing-from-first-principles`);
    await waitForApp(page);
    const code = page.locator(".post__body pre");
    await expect(code.locator(".hljs-keyword").first()).toHaveText("const");
    // Coloured by the stylesheet (classes), not by inline styles, which the CSP would block.
    await expect(code.locator(".hljs-keyword").first()).toHaveCSS("color", "rgb(255, 169, 143)");
    await expect(page.getByRole("region", { name: "What the customer pays today" }).getByRole("table")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Contents" }).getByRole("link")).toHaveCount(3);
    await expectNoAxeViolations(page);
  },
);

test(
  "a wide code block scrolls inside itself, and a keyboard can reach it",
  { tag: "@phone-only" },
  async ({ page }) => {
    await page.goto(`${origin}/blog/pricing-from-first-principles`);
    const code = page.locator(".post__body pre");
    const { scrollWidth, clientWidth } = await code.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await code.focus();
    await expect(code).toBeFocused();
  },
);

test("the blog lists no draft and no scheduled post, and their addresses are not found", async ({ page, watch }) => {
  watch.allowConsole(/404/);
  // One fixture post's cover is on a host this machine cannot reach: answer it with a local image.
  await page.route("https://images.example/**", (route) =>
    route.fulfill({ path: "public/images/video-placeholder.svg", contentType: "image/svg+xml" }),
  );
  await page.goto(`${origin}/blog`);
  await waitForApp(page);
  await expect(page.getByRole("link", { name: "Pricing From First Principles" }).first()).toBeVisible();
  await expect(page.getByText("Unfinished Thoughts On Churn")).toHaveCount(0);
  await expect(page.getByText("Next Month's Post On Onboarding")).toHaveCount(0);
  const response = await page.goto(`${origin}/blog/unfinished-thoughts-on-churn`);
  expect(response?.status()).toBe(404);
});
