// The header: where the visitor is (aria-current and a visible mark), the founders' action, and the phone menu
// (backdrop, focus kept inside, an Apply action). Plus the layout details a designer's review asked for.
import { readFileSync } from "node:fs";
import { expect, test, waitForApp } from "./fixtures.ts";
import { isPhone } from "./home-helpers.ts";

const landing = JSON.parse(readFileSync("data/landing.json", "utf8")) as {
  fellowship: {
    cohort: { stipend: { term: string; value: string | null } };
  };
};
const tablePost = "/blog/first-principles-vs-best-practices-when-to-copy-when-to-rebuild";

const current = [
  ["/", null],
  ["/blog", "Blog"],
  [tablePost, "Blog"],
  ["/resources", "Resources"],
  ["/resources/ai-powered-content-strategy", "Resources"],
] as const;

for (const [path, section] of current) {
  test(`the main navigation marks ${section ?? "no section"} as current on ${path}, before and after the app starts`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const nav = /<nav[^>]*aria-label="Main"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    expect(nav.match(/aria-current="page"/g)?.length ?? 0).toBe(section ? 1 : 0);

    await page.goto(path);
    await waitForApp(page);
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]')).toHaveCount(
      section ? 1 : 0,
    );
    if (!section) return;
    const link = links.filter({ hasText: section });
    await expect(link).toHaveAttribute("aria-current", "page");
    // Visible, too: bolder than its neighbours and underlined by a bar.
    const mark = await link.evaluate((element) => ({
      weight: Number(getComputedStyle(element).fontWeight),
      bar: getComputedStyle(element, "::after").content,
    }));
    const other = await links
      .filter({ hasText: "Fellowship" })
      .evaluate((element) => Number(getComputedStyle(element).fontWeight));
    expect(mark.weight).toBeGreaterThan(other);
    expect(mark.bar).not.toBe("none");
  });
}

test(
  "the hero offers founders a way in, and the header's primary action stays on this site beside the newsletter",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    const hero = page.getByRole("region", { name: "Simple is the New Smart" });
    await expect(hero.getByRole("link", { name: "Work with us" })).toHaveAttribute("href", "/#services");
    // A link (#apply), so a tap before the app has loaded is kept; it opens the application dialog.
    await expect(hero.getByRole("link", { name: "Join Fellowship" })).toHaveAttribute("href", "#apply");
    if (isPhone(page)) await page.getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Work with us" })).toHaveAttribute("href", "/#services");
    await expect(nav.getByRole("link", { name: /Newsletter/ })).toHaveAttribute("target", "_blank");
  },
);

test(
  "the phone menu covers the page with a backdrop, keeps focus inside and offers the application",
  { tag: "@phone-only" },
  async ({ page }) => {
    await page.goto("/blog");
    await waitForApp(page);
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Main" });
    const backdrop = page.locator(".site-nav__backdrop");
    await expect(backdrop).toHaveCount(0);
    await button.click();
    await expect(backdrop).toBeVisible();
    const close = page.getByRole("button", { name: "Close" });

    // Tab and Shift+Tab cycle through the menu's links and the Close button, never the page behind.
    const inside = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(
          active && (active.closest("nav[aria-label='Main']") || active.matches("button[aria-expanded='true']")),
        );
      });
    const stops = await menu.locator("a").count();
    for (let step = 0; step < stops + 2; step++) {
      await page.keyboard.press("Tab");
      expect(await inside(), `Tab ${step + 1}`).toBe(true);
    }
    await close.focus();
    await page.keyboard.press("Shift+Tab");
    await expect(menu.getByRole("link", { name: "Join Fellowship" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();

    // A tap on the backdrop closes the menu.
    await page.mouse.click(180, 760);
    await expect(backdrop).toHaveCount(0);
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // The Apply action opens the application on the home page.
    await button.click();
    await menu.getByRole("link", { name: "Join Fellowship" }).click();
    await expect(page.getByRole("dialog", { name: /Apply to the Storytelling Fellowship/ })).toBeVisible();
  },
);

test("the application states the stipend from data/landing.json, or names it as not announced yet", async ({
  page,
}) => {
  await page.goto("/#apply");
  await waitForApp(page);
  const { stipend } = landing.fellowship.cohort;
  const summary = page.getByRole("dialog").locator(".apply-summary");
  if (stipend.value === null) await expect(summary.locator(".not-announced")).toContainText(stipend.term);
  else
    await expect(summary.locator(".fact", { hasText: stipend.term }).locator(".fact__value")).toHaveText(stipend.value);
});

test(
  "on a phone a wide table shows each row as a card, every cell on screen under its column's heading",
  { tag: "@phone-only" },
  async ({ page }) => {
    await page.goto(tablePost);
    const width = page.viewportSize()?.width ?? 0;
    const cells = page.locator(".prose tbody td");
    expect(await cells.count()).toBeGreaterThan(6);
    for (const box of await cells.evaluateAll((all) => all.map((cell) => cell.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(width);
    }
    const label = await cells.nth(1).evaluate((cell) => getComputedStyle(cell, "::before").content);
    expect(label).toBe('"Best practices"');
  },
);

test("at desktop width the table stays a table, and pill buttons keep their label on one line", async ({ page }) => {
  await page.goto(tablePost);
  expect(
    await page
      .locator(".prose table")
      .first()
      .evaluate((table) => getComputedStyle(table).display),
  ).toBe("table");
  await page.goto("/");
  for (const pill of await page.locator(".service .button").all()) {
    const box = await pill.boundingBox();
    expect(box?.height, await pill.innerText()).toBeLessThanOrEqual(50);
  }
});

test("'Read next' shows its cards in one row, all of one size, at reading width or less each", async ({ page }) => {
  await page.goto(tablePost);
  const items = page.getByRole("navigation", { name: "Read next" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  const boxes = await Promise.all((await items.all()).map((item) => item.boundingBox()));
  expect(boxes[0]!.y).toBe(boxes[1]!.y);
  expect(boxes[0]!.width).toBeCloseTo(boxes[1]!.width, 0);
  expect(boxes[0]!.height).toBeCloseTo(boxes[1]!.height, 0);
  expect(boxes[0]!.width).toBeLessThanOrEqual(20 * 16);
});

test("the resources hub's last section meets the footer with no empty strip", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/resources");
  await waitForApp(page);
  await page.evaluate(() => document.fonts.ready);
  // Both boxes in one layout: body text swaps to Inter after the first paint, which changes the section's height.
  const gap = await page.evaluate(() => {
    const section = document.querySelector("#frameworks")!.getBoundingClientRect();
    const footer = document.querySelector("footer.site-footer")!.getBoundingClientRect();
    return footer.top - section.bottom;
  });
  expect(Math.abs(gap)).toBeLessThanOrEqual(1);
});

test("body text is set in Inter once the app runs, and the font is never fetched before the first paint", async ({
  page,
}) => {
  await page.goto("/blog");
  await waitForApp(page);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    inter: performance
      .getEntriesByType("resource")
      .filter((entry) => /inter-latin-wght/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.inter).toHaveLength(1);
  expect(timing.inter[0]).toBeGreaterThan(timing.paint);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /^"Inter Variable", "Inter Fallback"/,
  );
});

for (const width of [1152, 1440]) {
  test(`at ${width} px the header's row fits: the brand, eight links, the founders' action and the toggle keep apart`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/blog");
    await waitForApp(page);
    await page.evaluate(() => document.fonts.ready);
    const row = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const container = document.querySelector(".site-header__inner")!;
      const padding = parseFloat(getComputedStyle(container).paddingRight);
      return {
        brandRight: box(".brand").right,
        firstLinkLeft: box(".site-nav a").left,
        toggleRight: box("[data-theme-toggle]").right,
        innerRight: box(".site-header__inner").right - padding,
      };
    });
    expect(row.firstLinkLeft - row.brandRight).toBeGreaterThanOrEqual(16);
    expect(row.toggleRight).toBeLessThanOrEqual(row.innerRight + 0.5);
  });
}
