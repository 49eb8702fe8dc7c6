// Taps between the first paint and hydration are never lost (decision 14): the app's scripts are held back by
// several seconds, as on a slow phone connection, and Apply and the phone menu are tapped right after the first
// paint. Each must open once the app is there, exactly once. An Apply tap also fetches the application with the
// app, so it opens as the app starts rather than one held-back request later.
import type { Page } from "@playwright/test";
import { dialog } from "./application-helpers.ts";
import { expect, test, waitForApp } from "./fixtures.ts";

const holdMs = 4000;

/**
 * Holds back every script but the boot script (the page's one script tag) by `holdMs`; counts the dialog's openings
 * and lists the scripts asked for while the app's were still held back.
 */
async function loadSlowly(page: Page, address = "/"): Promise<{ heldBack: () => boolean; askedEarly: () => string[] }> {
  let released = false;
  const askedEarly: string[] = [];
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!released) askedEarly.push(new URL(route.request().url()).pathname);
    const html = await route
      .request()
      .frame()
      .content()
      .catch(() => "");
    const boot = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    if (boot && route.request().url().endsWith(boot)) return route.continue();
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    released = true;
    return route.continue();
  });
  await page.addInitScript(() => {
    const counts = { showModal: 0, menu: [] as string[] };
    Object.assign(window, { counts });
    const showModal = HTMLDialogElement.prototype.showModal;
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      counts.showModal += 1;
      showModal.call(this);
    };
    document.addEventListener("DOMContentLoaded", () => {
      const button = document.querySelector(".menu-button");
      if (!button) return;
      new MutationObserver(() => counts.menu.push(button.getAttribute("aria-expanded") ?? "")).observe(button, {
        attributeFilter: ["aria-expanded"],
      });
    });
  });
  await page.goto(address, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, {
    polling: 10,
  });
  return { heldBack: () => !released, askedEarly: () => askedEarly };
}

const applicationChunk = /\/assets\/fellowship-application-[\w-]+\.js$/;

const counts = (page: Page) =>
  page.evaluate(() => (window as unknown as { counts: { showModal: number; menu: string[] } }).counts);

async function expectNotHydrated(page: Page, heldBack: () => boolean) {
  expect(heldBack(), "the app's scripts are still held back").toBe(true);
  expect(await page.evaluate(() => "appReady" in document.documentElement.dataset)).toBe(false);
}

for (const [name, where] of [
  ["Join Fellowship", ".hero"],
  ["Apply Now", "#apply"],
  ["Apply Now", "#contact"],
] as const) {
  test(
    `'${name}' in ${where} tapped before hydration opens the application once the app is there, exactly once`,
    { tag: "@phone" },
    async ({ page }) => {
      test.setTimeout(30_000);
      const { heldBack, askedEarly } = await loadSlowly(page);
      await page.locator(where).getByRole("link", { name }).click({ force: true });
      await expectNotHydrated(page, heldBack);
      await waitForApp(page);
      expect(askedEarly(), "the application is fetched with the app").toContainEqual(
        expect.stringMatching(applicationChunk),
      );
      await expect(dialog(page)).toBeVisible();
      await page.waitForTimeout(1000);
      expect((await counts(page)).showModal).toBe(1);
      await expect(dialog(page)).toBeVisible();
    },
  );
}

test("a shared link to /#apply fetches the application with the app and opens it once", async ({ page }) => {
  test.setTimeout(30_000);
  const { askedEarly } = await loadSlowly(page, "/#apply");
  await waitForApp(page);
  expect(askedEarly()).toContainEqual(expect.stringMatching(applicationChunk));
  await expect(dialog(page)).toBeVisible();
  await page.waitForTimeout(1000);
  expect((await counts(page)).showModal).toBe(1);
});

test("without an Apply tap, the page leaves the application until it is asked for", async ({ page }) => {
  test.setTimeout(30_000);
  const { askedEarly } = await loadSlowly(page);
  await waitForApp(page);
  await page.waitForTimeout(500);
  expect(askedEarly().length, "the app's scripts were held back").toBeGreaterThan(1);
  expect(askedEarly()).not.toContainEqual(expect.stringMatching(applicationChunk));
});

test(
  "the phone menu tapped (twice) before hydration opens once the app is there, exactly once",
  { tag: "@phone-only" },
  async ({ page }) => {
    test.setTimeout(30_000);
    const { heldBack } = await loadSlowly(page);
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click({ force: true });
    await menu.click({ force: true });
    await expectNotHydrated(page, heldBack);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await waitForApp(page);
    await expect(page.getByRole("button", { name: "Close" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" })).toBeVisible();
    await page.waitForTimeout(1000);
    expect((await counts(page)).menu).toEqual(["true"]);
  },
);

test("without JavaScript, Apply is a link to the application's section", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await page
    .getByRole("region", { name: "Simple is the New Smart" })
    .getByRole("link", { name: "Join Fellowship" })
    .click();
  await expect(page).toHaveURL(/#apply$/);
  await expect(page.locator("#apply")).toBeInViewport();
  await context.close();
});
