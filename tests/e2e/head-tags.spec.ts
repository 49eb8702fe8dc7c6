// The head tags react-helmet-async keeps in a real browser: after hydration and after each in-app navigation the
// document's head holds exactly the tags of the page's own prerendered HTML, once each, and the JSON-LD with them.
import { load } from "cheerio";
import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures.ts";

/** A page's head tags as sorted strings with sorted attributes: title, meta, link (the template's own tags aside). */
interface HeadSnapshot {
  titles: string[];
  tags: string[];
  jsonLd: string[];
}

const templateTag = (tag: string) =>
  /http-equiv|name="viewport"|charset|name="theme-color"|rel="icon"|rel="stylesheet"|rel="preload"|rel="modulepreload"/.test(
    tag,
  );

/** What the prerendered HTML of `path` puts in <head> (and its JSON-LD), read by the test's own parser. */
async function prerenderedHead(page: Page, path: string): Promise<HeadSnapshot> {
  const $ = load(await (await page.request.get(path)).text());
  const tags = $("head meta, head link")
    .toArray()
    .map(
      (el) =>
        `${el.tagName} ${Object.entries(el.attribs)
          .map(([k, v]) => `${k}="${v}"`)
          .sort()
          .join(" ")}`,
    )
    .filter((tag) => !templateTag(tag))
    .sort();
  return {
    titles: $("title")
      .toArray()
      .map((el) => $(el).text()),
    tags,
    jsonLd: $('script[type="application/ld+json"]')
      .toArray()
      .map((el) => $(el).text()),
  };
}

/** The same, from the live document. */
async function liveHead(page: Page): Promise<HeadSnapshot> {
  const snapshot = await page.evaluate(() => ({
    titles: [...document.querySelectorAll("title")].map((el) => el.textContent ?? ""),
    tags: [...document.head.querySelectorAll("meta, link")].map(
      (el) =>
        `${el.localName} ${[...el.attributes]
          .map((a) => `${a.name}="${a.value}"`)
          .sort()
          .join(" ")}`,
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((el) => el.textContent ?? ""),
  }));
  // Sorted: React adds a page's tags in the browser in its own order (tags and attributes); only the order may differ.
  return { ...snapshot, tags: snapshot.tags.filter((tag) => !templateTag(tag)).sort() };
}

async function expectHeadOf(page: Page, path: string): Promise<void> {
  const expected = await prerenderedHead(page, path);
  expect(expected.titles).toHaveLength(1);
  expect(expected.tags.filter((tag) => tag.includes('name="description"'))).toHaveLength(1);
  await expect.poll(async () => liveHead(page)).toEqual(expected);
}

const post = "/blog/first-principles-vs-best-practices-when-to-copy-when-to-rebuild";

test("after hydration each kind of page has its own head tags once, as prerendered", async ({ page, watch }) => {
  watch.allowConsole(/status of 404/);
  for (const path of ["/", "/blog", post, "/resources", "/resources/ai-powered-content-strategy", "/no-such-page"]) {
    await page.goto(path);
    await waitForApp(page);
    await expectHeadOf(page, path);
  }
});

test("moving between pages replaces the head: title, description, canonical, og tags and JSON-LD", async ({ page }) => {
  await page.goto("/");
  await waitForApp(page);
  await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expectHeadOf(page, "/blog");
  await page.locator(`main a[href="${post}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${post}$`));
  await expectHeadOf(page, post);
  await page.getByRole("banner").getByRole("link", { name: "Resources", exact: true }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expectHeadOf(page, "/resources");
  await page.goBack();
  await expectHeadOf(page, post);
  // Leaving the post for the home page: the site's title and the home page's JSON-LD, none of the post's tags.
  await page.getByRole("banner").getByRole("link", { name: "First Principles", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectHeadOf(page, "/");
  await expect(page).toHaveTitle(/^First Principles - /);
  await expect(page.locator('head meta[property^="article:"]')).toHaveCount(0);
});
