// The light and the dark theme: the system setting, the header's three-state toggle (device, light, dark), the
// remembered choice, no flash of the other theme before the app starts, and axe in both themes on every kind of page.
import type { Page } from "@playwright/test";
import { contrastRatio } from "./contrast.ts";
import { expect, expectNoAxeViolations, test, waitForApp } from "./fixtures.ts";
import { isPhone } from "./home-helpers.ts";

const paper = { light: "rgb(251, 250, 246)", dark: "rgb(17, 19, 24)" };
const routes = [
  "/",
  "/blog",
  "/blog/first-principles-vs-best-practices-when-to-copy-when-to-rebuild",
  "/resources",
  "/resources/ai-powered-content-strategy",
  "/no-such-page",
];

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The toggle, named by the state it is in: "system" (follows the device), "light" or "dark". */
const toggle = (page: Page, state: "system" | "light" | "dark") =>
  page.getByRole("button", {
    name: { system: /^Theme: follows your device/, light: /^Theme: light/, dark: /^Theme: dark/ }[state],
  });

/** Holds back every script but the theme script: what the page shows before the app has started. */
async function withoutApp(page: Page): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

test(
  "the page follows the system setting, in the prerendered HTML and after the app starts",
  { tag: "@phone" },
  async ({ page }) => {
    for (const colorScheme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto("/blog");
      await waitForApp(page);
      expect(await background(page)).toBe(paper[colorScheme]);
      await expect(toggle(page, "system")).toBeVisible();
    }
  },
);

test(
  "the toggle cycles device, light and dark; a pinned choice is remembered, and back on device the page follows it live",
  { tag: "@phone" },
  async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await waitForApp(page);
    const stored = () => page.evaluate(() => window.localStorage.getItem("theme"));
    await toggle(page, "system").click();
    await expect(toggle(page, "light")).toBeFocused();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await stored()).toBe("light");
    await toggle(page, "light").click();
    expect(await background(page)).toBe(paper.dark);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await stored()).toBe("dark");

    await page.reload();
    await waitForApp(page);
    expect(await background(page)).toBe(paper.dark);
    await expect(toggle(page, "dark")).toBeVisible();
    // A client-side navigation keeps it too.
    if (isPhone(page)) await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await background(page)).toBe(paper.dark);

    // Back to the device's setting: nothing is stored, and the page follows the setting as it changes.
    await toggle(page, "dark").click();
    await expect(page.locator("html")).not.toHaveAttribute("data-theme");
    expect(await stored()).toBeNull();
    expect(await background(page)).toBe(paper.light);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await background(page)).toBe(paper.dark);
    await page.emulateMedia({ colorScheme: "light" });
    expect(await background(page)).toBe(paper.light);

    // A choice of light holds against a dark system setting.
    await toggle(page, "system").click();
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await waitForApp(page);
    expect(await background(page)).toBe(paper.light);
  },
);

test("no flash: the first paint already has the remembered theme, before the app's script runs", async ({
  page,
  watch,
}) => {
  watch.allowConsole(/Failed to load resource/);
  await page.emulateMedia({ colorScheme: "light" });
  await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
  await withoutApp(page);
  // A slow theme script (a phone on a bad connection): the page must not paint before it has run.
  await page.route(/\/theme\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  // The background at the first paint, as the browser reports it.
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      document.documentElement.dataset.firstPaint = `${list.getEntries()[0]?.name} ${getComputedStyle(document.body).backgroundColor}`;
    }).observe({ type: "paint" });
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  expect(await background(page)).toBe(paper.dark);
  await expect(page.locator("html")).toHaveAttribute("data-first-paint", `first-paint ${paper.dark}`);
  await expect(page.locator("html")).not.toHaveAttribute("data-app-ready");
});

test("the toggle works before the app has started, and without a remembered choice the system setting holds", async ({
  page,
  watch,
}) => {
  watch.allowConsole(/Failed to load resource/);
  await page.emulateMedia({ colorScheme: "dark" });
  await withoutApp(page);
  await page.goto("/resources", { waitUntil: "domcontentloaded" });
  expect(await background(page)).toBe(paper.dark);
  await toggle(page, "system").click();
  expect(await background(page)).toBe(paper.light);
  expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("light");
  await expect(page.locator("html")).not.toHaveAttribute("data-app-ready");
});

test("the focus ring on an orange button contrasts 3:1 with the button and with the page, in both themes", async ({
  page,
}) => {
  await page.goto("/");
  await waitForApp(page);
  const button = page
    .getByRole("region", { name: "Simple is the New Smart" })
    .getByRole("link", { name: "Work with us" });
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await button.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    const colours = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        outline: style.outlineStyle,
        ring: style.outlineColor,
        button: style.backgroundColor,
        page: getComputedStyle(document.body).backgroundColor,
      };
    });
    const ratios = {
      outline: colours.outline,
      button: contrastRatio(colours.ring, colours.button),
      page: contrastRatio(colours.ring, colours.page),
    };
    expect(ratios.outline, colorScheme).toBe("solid");
    expect(ratios.button, `${colorScheme}: ring against the button`).toBeGreaterThanOrEqual(3);
    expect(ratios.page, `${colorScheme}: ring against the page`).toBeGreaterThanOrEqual(3);
  }
});

test("the navy fellowship band stands out from the page: at least 1.3:1 against the page's background, in both themes", async ({
  page,
}) => {
  await page.goto("/");
  await waitForApp(page);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const [band, paper] = await page.evaluate(() => [
      getComputedStyle(document.getElementById("fellowship")!).backgroundColor,
      getComputedStyle(document.body).backgroundColor,
    ]);
    expect(contrastRatio(band!, paper!), `${colorScheme}: ${band} against ${paper}`).toBeGreaterThanOrEqual(1.3);
  }
});

for (const colorScheme of ["light", "dark"] as const) {
  for (const route of [...routes, "/#apply"]) {
    test(`no axe violations in the ${colorScheme} theme on ${route}`, { tag: "@phone" }, async ({ page, watch }) => {
      watch.allowConsole(/status of 404/);
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.goto(route);
      await waitForApp(page);
      // "/#apply" opens the application dialog.
      if (route.endsWith("#apply")) await page.getByRole("dialog").waitFor();
      await expectNoAxeViolations(page);
    });
  }
}
