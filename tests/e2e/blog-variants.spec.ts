// The blog list built from other data sets: no posts at all (the empty state) and enough posts for three pages
// (the pager). Each is a real build of a temporary data tree, served by the static server on a free port.
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { load } from "cheerio";
import { removeTempDirs, runBuild, tempDataTree } from "../build/helpers.ts";
import { createStaticServer } from "../../scripts/server/static-server.ts";
import { serverOutDir } from "../../scripts/build/vite-builds.ts";
import { expect, expectNoAxeViolations, test, waitForApp } from "./fixtures.ts";

test.describe.configure({ mode: "default" });

const cleanup: string[] = [];
const servers: Server[] = [];
let emptyOrigin = "";
let pagedOrigin = "";

/** Nine extra posts without covers, dated December 2024, so 12 posts make 3 pages of 4. */
function extraPosts(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let n = 1; n <= 9; n++) {
    const title = `Field Notes on Clear Messaging, Part ${n}`;
    const name = `field-notes-on-clear-messaging-part-${n}`;
    files[`posts/${name}.json`] = JSON.stringify({ id: `notes-${n}`, title, excerpt: `Part ${n} of a series of short notes.`, publishedAt: `2024-12-0${n}`, readTime: 1, tags: ["Messaging"] });
    files[`posts/${name}.html`] = `<p>${"A plain sentence about saying one thing clearly to one reader. ".repeat(22)}</p>`;
  }
  return files;
}

async function buildAndServe(data: string, name: string): Promise<string> {
  // A unique folder name: the SSR bundle folder is named after it (.build/server-<name>), so builds never share one.
  const out = await mkdtemp(path.join(os.tmpdir(), `fp-blog-${name}-`));
  cleanup.push(data, out, serverOutDir(out));
  const run = await runBuild({ DATA_DIR: data, OUT_DIR: out });
  if (run.code !== 0) throw new Error(`The ${name} build failed:\n${run.output}`);
  const server = createStaticServer({ dir: out, basePath: "/" });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  const emptyData = await tempDataTree();
  await rm(path.join(emptyData, "posts"), { recursive: true, force: true });
  const pagedData = await tempDataTree({ "site.json": (old) => old.replace(/"blogPageSize": \d+/, '"blogPageSize": 4'), ...extraPosts() });
  [emptyOrigin, pagedOrigin] = await Promise.all([buildAndServe(emptyData, "empty"), buildAndServe(pagedData, "paged")]);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
  await removeTempDirs();
});

test.describe("with no posts", () => {
  test("the list says 'No posts yet' and still offers the newsletter", { tag: "@phone" }, async ({ page }) => {
    await page.goto(`${emptyOrigin}/blog`);
    await waitForApp(page);
    const empty = page.locator(".blog-empty");
    await expect(empty.getByRole("heading", { name: "No posts yet" })).toBeVisible();
    await expect(empty).toContainText("Check back soon for insights on First Principles thinking.");
    await expect(page.locator(".post-card")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Blog pages" })).toHaveCount(0);
    await expect(page.locator("main").getByRole("link", { name: /Subscribe to the newsletter/ })).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page);
  });

  test("the empty state is in the prerendered HTML", async ({ request }) => {
    const $ = load(await (await request.get(`${emptyOrigin}/blog`)).text());
    expect($("main h2").first().text()).toBe("No posts yet");
    expect($("main").text()).toContain("Check back soon for insights on First Principles thinking.");
    expect($(".post-card").length).toBe(0);
  });
});

test.describe("with three pages of posts", () => {
  test("page 1 features the newest post and links onward with a pager", { tag: "@phone" }, async ({ page }) => {
    await page.goto(`${pagedOrigin}/blog`);
    await waitForApp(page);
    await expect(page.locator(".featured-post")).toHaveCount(1);
    await expect(page.locator(".post-grid .post-card")).toHaveCount(3);
    const pager = page.getByRole("navigation", { name: "Blog pages" });
    await expect(pager.getByRole("link", { name: /Newer posts/ })).toHaveCount(0);
    await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pager.getByRole("link", { name: /Older posts/ })).toHaveAttribute("href", "/blog/page/2");
    await expectNoAxeViolations(page);
  });

  test("the pager moves between pages client-side; later pages list older posts without a featured one", { tag: "@phone" }, async ({ page }) => {
    await page.goto(`${pagedOrigin}/blog`);
    await waitForApp(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const pager = page.getByRole("navigation", { name: "Blog pages" });
    await pager.getByRole("link", { name: /Older posts/ }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(page).toHaveTitle("Blog, page 2 of 3 - First Principles");
    await expect(page.locator(".featured-post")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Earlier posts" })).toBeVisible();
    const titles = page.locator(".post-card__title a");
    await expect(titles).toHaveText([/Part 8$/, /Part 7$/, /Part 6$/, /Part 5$/]);
    await expect(page.locator(".post-card img")).toHaveCount(0);
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pager.getByRole("link", { name: /Newer posts/ })).toHaveAttribute("href", "/blog");
    await expectNoAxeViolations(page);
    await pager.getByRole("link", { name: "Page 3" }).click();
    await expect(page).toHaveURL(/\/blog\/page\/3$/);
    await expect(titles).toHaveText([/Part 4$/, /Part 3$/, /Part 2$/, /Part 1$/]);
    await expect(pager.getByRole("link", { name: /Older posts/ })).toHaveCount(0);
    await pager.getByRole("link", { name: /Newer posts/ }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("a page number past the end lands on /blog, replacing the history entry", async ({ page, watch }) => {
    watch.allowConsole(/status of 404/);
    await page.goto(`${pagedOrigin}/blog/page/2`);
    const before = await page.evaluate(() => history.length);
    await page.goto(`${pagedOrigin}/blog/page/9`);
    await expect(page).toHaveURL(/\/blog$/);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
  });
});
