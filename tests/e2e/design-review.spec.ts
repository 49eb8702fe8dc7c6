// The design review's measurable points (issue 29): one left edge on post pages, the first post's title on the first
// screen of a phone, no post listed twice, the share bar on one row, a cropped featured cover, and no literal colour
// in any style rule the browser loads (colours come only from the tokens' custom properties).
import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures.ts";

const tablePost = "/blog/first-principles-vs-best-practices-when-to-copy-when-to-rebuild";

const left = async (page: Page, selector: string) =>
  Math.round((await page.locator(selector).first().boundingBox())!.x);

test("a post page has one left edge at 1440 px: the back link, the title, the cover and the text", async ({ page }) => {
  await page.goto(tablePost);
  await waitForApp(page);
  const edges = {
    back: await left(page, ".post-bar__back"),
    title: await left(page, "h1"),
    byline: await left(page, ".post-header__meta"),
    cover: await left(page, ".post__cover"),
    text: await left(page, ".prose > p"),
    tags: await left(page, ".post-footer"),
  };
  expect(new Set(Object.values(edges)).size, JSON.stringify(edges)).toBe(1);
});

test("the opening of a post fits the first screen at 1440 px: title, standfirst, byline and the top of the cover", async ({
  page,
}) => {
  await page.goto(tablePost);
  await waitForApp(page);
  const cover = (await page.locator(".post__cover").boundingBox())!;
  expect(cover.y).toBeLessThan(900 - 100);
});

test.describe("on a 390 x 844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the first post's title shows on /blog without scrolling", async ({ page }) => {
    await page.goto("/blog");
    await waitForApp(page);
    await page.evaluate(() => document.fonts.ready);
    const title = page.getByRole("region", { name: "Featured Post" }).getByRole("heading", { level: 2 });
    await expect(title).toBeInViewport({ ratio: 1 });
  });

  test("Copy link, X and LinkedIn share one row", async ({ page }) => {
    await page.goto(tablePost);
    await waitForApp(page);
    const buttons = page.getByRole("group", { name: "Share this post" }).locator(".share-button");
    await expect(buttons).toHaveCount(3);
    const tops = await buttons.evaluateAll((all) =>
      all.map((button) => Math.round(button.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, tops.join()).toBe(1);
  });
});

test("no post is listed twice on /blog or after a post", async ({ page }) => {
  for (const path of ["/blog", tablePost, "/blog/how-to-apply-first-principles-thinking-in-startups"]) {
    await page.goto(path);
    await waitForApp(page);
    const scope = path === "/blog" ? "main" : ".read-next";
    const hrefs = await page
      .locator(`${scope} a[href^='/blog/']:not([href^='/blog/tag'])`)
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length, path).toBeGreaterThan(0);
    expect(new Set(hrefs).size, `${path}: ${hrefs.join()}`).toBe(hrefs.length);
  }
});

test("the featured cover on /blog is cropped to fill its half, never letterboxed", async ({ page }) => {
  await page.goto("/blog");
  await waitForApp(page);
  const cover = page.locator(".post-card--featured .post-card__cover");
  expect(await cover.evaluate((img) => getComputedStyle(img).objectFit)).toBe("cover");
});

test("no style rule sets a literal colour: only the tokens' custom properties hold colour values", async ({ page }) => {
  for (const path of ["/", "/blog", tablePost, "/resources", "/resources/ai-powered-content-strategy"]) {
    await page.goto(path);
    await waitForApp(page);
    const literal = await page.evaluate(() => {
      const colour = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
      const found: string[] = [];
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if ("cssRules" in rule && !(rule instanceof CSSStyleRule)) walk((rule as CSSGroupingRule).cssRules);
          if (!(rule instanceof CSSStyleRule)) continue;
          for (const property of Array.from(rule.style)) {
            const value = rule.style.getPropertyValue(property);
            // `transparent` reads back as rgba(0, 0, 0, 0): a keyword, not a colour of the palette.
            if (property.startsWith("--") || value === "rgba(0, 0, 0, 0)") continue;
            if (colour.test(value)) found.push(`${rule.selectorText} { ${property}: ${value} }`);
          }
        }
      };
      for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
      return found;
    });
    expect(literal, path).toEqual([]);
  }
});
