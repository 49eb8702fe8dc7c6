// Reading a long post: the contents beside the text (above it on a phone), readable without JavaScript, and
// heading links that appear on hover and keyboard focus.
import { expect, expectNoAxeViolations, test, waitForApp } from "./fixtures.ts";

const slug = "first-principles-vs-best-practices-when-to-copy-when-to-rebuild";

test.describe("a post with several sections", () => {
  test("lists its sections in a contents nav whose links lead to each heading", { tag: "@phone" }, async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    await waitForApp(page);
    const contents = page.getByRole("navigation", { name: "Contents" });
    const links = contents.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    const bodyHeadings = await page.locator(".post__body h2").allTextContents();
    expect(await contents.locator(".post-toc__item--h2").allTextContents()).toEqual(bodyHeadings);
    await contents.getByRole("link", { name: "When to rebuild" }).click();
    await expect(page).toHaveURL(/#when-to-rebuild$/);
    const heading = page.getByRole("heading", { name: /^When to rebuild/ });
    await expect(heading).toBeInViewport();
    // Below the sticky site header, not under it.
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(60);
    await expectNoAxeViolations(page);
  });

  test("puts the contents beside the text at 1440 px, and keeps it in view while reading", async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    const body = (await page.locator(".post__body").boundingBox())!;
    const contents = page.getByRole("navigation", { name: "Contents" });
    const box = (await contents.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(body.x + body.width);
    await page.getByRole("heading", { name: /^When to copy/ }).scrollIntoViewIfNeeded();
    await expect(contents).toBeInViewport();
  });

  test("puts the contents above the text on a phone", { tag: "@phone-only" }, async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    const contents = (await page.getByRole("navigation", { name: "Contents" }).boundingBox())!;
    const body = (await page.locator(".post__body").boundingBox())!;
    expect(contents.y + contents.height).toBeLessThanOrEqual(body.y);
  });

  test("heading links show on hover and on keyboard focus, and name their purpose", async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    await waitForApp(page);
    const heading = page.locator("h2#when-to-copy");
    const anchor = heading.getByRole("link", { name: "Link to this section" });
    await expect(anchor).toHaveAttribute("href", "#when-to-copy");
    await expect(anchor).toHaveCSS("opacity", "0");
    await heading.hover();
    await expect(anchor).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await anchor.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(anchor).toBeFocused();
    await expect(anchor).toHaveCSS("opacity", "1");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the contents and heading links are in the page and work as plain links", async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    const link = page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "When to copy" });
    await link.click();
    await expect(page).toHaveURL(/#when-to-copy$/);
    await expect(page.getByRole("heading", { name: /^When to copy/ })).toBeInViewport();
  });
});
