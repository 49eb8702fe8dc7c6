// Site search and tag pages in a real browser: the index loads only once a search starts, finds a built-in post
// by a word of its body, keeps the query in the URL, announces the count, works by keyboard, and without
// JavaScript the form falls back to the list. Tag chips lead to tag pages; /blog/tags lists every tag.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { splitFrontMatter } from "../../src/content/blog/client/front-matter.ts";
import { expect, expectNoAxeViolations, test, waitForApp } from "./fixtures.ts";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search posts and videos" });
const bodyWord = "Aristotle";
const postTitle = "How to Apply First Principles Thinking in Startups";
const postPath = "/blog/how-to-apply-first-principles-thinking-in-startups";

test("the word is only in that post's body", async () => {
  const post = splitFrontMatter(
    await readFile("data/posts/how-to-apply-first-principles-thinking-in-startups.md", "utf8"),
  );
  expect(post!.body).toContain(bodyWord);
  expect(post!.matter).not.toContain(bodyWord);
});

test(
  "finds a built-in post by a word only its body has; the index loads only once a search starts",
  { tag: "@phone" },
  async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto("/blog");
    await waitForApp(page);
    expect(fetched.filter((path) => path.startsWith("/search/") || /minisearch|search-client/.test(path))).toEqual([]);
    await searchBox(page).fill(bodyWord);
    await expect(page.getByRole("status").filter({ hasText: "result" })).toHaveText(`1 result for “${bodyWord}”`);
    await expect(page).toHaveURL(`/blog?q=${bodyWord}`);
    const result = page.getByRole("link", { name: postTitle });
    await expect(result).toHaveAttribute("href", postPath);
    expect(fetched.filter((path) => path.startsWith("/search/")).length).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole("region", { name: "Featured Post" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await result.click();
    await expect(page).toHaveURL(postPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(postTitle);
  },
);

test("a result shows its matched sentence with the words marked, and a matching heading leads to its section", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto("/blog");
  await waitForApp(page);
  await searchBox(page).fill(bodyWord);
  const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: postTitle }) });
  await expect(item.locator("mark")).toHaveText([bodyWord]);
  await expect(item.getByText(/^Aristotle described a first principle/)).toBeVisible();
  await expect(item.getByRole("link", { name: postTitle })).toHaveAttribute("href", postPath);
  // A word of a heading: the result leads to that section, and the sentence shows the words it matched.
  await searchBox(page).fill(`${bodyWord} actually`);
  await expect(item.getByRole("link", { name: postTitle })).toHaveAttribute(
    "href",
    `${postPath}#what-first-principles-thinking-actually-means`,
  );
  await expect(item.locator(".blog-search__section mark")).toHaveText(["actually"]);
  // The excerpt comes from the post's own page data, which opening the result reuses; search/ has no text files.
  expect(fetched).toContain(`${postPath}/page-data.json`);
  expect(fetched.filter((path) => path.startsWith("/search/text-"))).toEqual([]);
});

test("an empty query (/blog?q=) puts the caret in the box; the keyboard does the rest; a reload keeps the query", async ({
  page,
}) => {
  await page.goto("/blog?q=");
  await waitForApp(page);
  await expect(searchBox(page)).toBeFocused();
  // A speaker's name, which the data keeps apart from the video's title.
  await page.keyboard.type("steven pinker");
  await expect(page.getByRole("status").filter({ hasText: "result" })).toHaveText("1 result for “steven pinker”");
  await page.reload();
  await waitForApp(page);
  await expect(searchBox(page)).toHaveValue("steven pinker");
  const video = page.getByRole("link", { name: "Linguistics, Style and Writing in the 21st Century" });
  await expect(video).toBeVisible();
  await searchBox(page).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(video).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/resources/the-science-of-simple-messaging");
});

test("a search with no match says so, and clearing it brings the list back", async ({ page }) => {
  await page.goto("/blog?q=zzqqxx");
  await waitForApp(page);
  await expect(page.getByRole("status").filter({ hasText: "No results" })).toHaveText("No results for “zzqqxx”");
  await searchBox(page).fill("");
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("region", { name: "Featured Post" })).toHaveCount(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the search form submits to /blog?q= and the page is the plain list", async ({ page }) => {
    await page.goto("/blog");
    await searchBox(page).fill(bodyWord);
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(`/blog?q=${bodyWord}`);
    await expect(page.getByRole("region", { name: "Featured Post" })).toHaveCount(1);
    await expect(page.getByRole("link", { name: postTitle })).toBeVisible();
  });
});

test(
  "a tag chip opens its tag page; /blog/tags lists every tag with its count",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto(postPath);
    await waitForApp(page);
    await page.getByRole("list", { name: "Tags" }).getByRole("link", { name: "Strategy" }).click();
    await expect(page).toHaveURL("/blog/tag/strategy");
    await expect(page).toHaveTitle("Posts tagged Strategy - First Principles");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Posts tagged Strategy");
    await expect(page.getByRole("main").getByRole("article").getByRole("heading").getByRole("link")).toHaveText([
      postTitle,
      /^First Principles vs\. Best Practices/,
    ]);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "All tags" }).click();
    await expect(page).toHaveURL("/blog/tags");
    await expect(page.getByRole("link", { name: /^First Principles 3 posts$/ })).toBeVisible();
    await expectNoAxeViolations(page);
  },
);

test("a tag with one post lists its card at reading width, not across the page", async ({ page }) => {
  await page.goto("/blog/tag/innovation");
  await waitForApp(page);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(1);
  const width = (await cards.boundingBox())!.width;
  expect(width).toBeLessThanOrEqual(42 * 16 + 1);
  expect(width).toBeGreaterThan(30 * 16);
});

for (const width of [390, 1440]) {
  test(`at ${width} px a tag with one post says "1 article", not "newest first"`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/blog/tag/innovation");
    await waitForApp(page);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
    await expect(page.locator("#tag-posts-title")).toHaveText("1 article");
    // A tag with more posts still says in which order they come.
    await page.goto("/blog/tags");
    await waitForApp(page);
    await page.getByRole("link", { name: /^First Principles 3 posts$/ }).click();
    await expect(page.locator("#tag-posts-title")).toHaveText("3 articles, newest first");
  });
}

test("a post lists each other post once, under Read next: its neighbour first, then a related post", async ({
  page,
}) => {
  await page.goto(postPath);
  await waitForApp(page);
  // The newest post has one neighbour (the next older post); the third post, sharing a tag, is related.
  const cards = page.getByRole("navigation", { name: "Read next" }).getByRole("link");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText("Older post");
  await expect(cards.nth(1)).toContainText("Related post");
  await expect(page.getByRole("heading", { name: /Keep reading|Related reading/ })).toHaveCount(0);
  const hrefs = await page
    .locator("main a[href^='/blog/']:is(.read-next a, .post-after a)")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(new Set(hrefs).size).toBe(hrefs.length);
});
