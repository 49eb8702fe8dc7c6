// A resources category page in a real browser: head, breadcrumb, back link, the video grid with host stills and
// the stock-image fallback, the prerendered page without JavaScript, and accessibility.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForApp } from "./fixtures.ts";
import { categories, first, hostStill, mixed, stockImage } from "./resources-data.ts";

/** The video cards: the items of the region named by the video count ("5 videos"). */
const videoCards = (page: Page) => page.getByRole("region", { name: /^\d+ videos?$/ }).getByRole("listitem");
const videoId = (link: string) => new URL(link).searchParams.get("v");
/** A video title as its heading reads: the link adds "(opens in a new tab)" for screen readers. */
const titled = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

test(
  "a category page has the spec's title, a breadcrumb, a way back and its videos",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto(`/resources/${first!.slug}`);
    await waitForApp(page);
    await expect(page).toHaveTitle(`${first!.name} - First Principles Resources`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.name);
    await expect(page.getByText(first!.description)).toBeVisible();

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Resources", first!.name]);
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Resources" })).toHaveAttribute("href", "/resources");
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(first!.name);
    await expect(breadcrumb.getByRole("link")).toHaveCount(2);

    await expect(videoCards(page)).toHaveCount(first!.videos.length);
    await expect(videoCards(page).getByRole("heading", { level: 3 })).toHaveText(
      first!.videos.map((video) => titled(video.title)),
    );
    await page.getByRole("link", { name: "Back to all categories" }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page).toHaveTitle("B2B Marketing Resources - First Principles");
  },
);

test("every category has its page, with every video linking to its host in a new tab", async ({ page }) => {
  for (const category of categories) {
    await page.goto(`/resources/${category.slug}`);
    await expect(page).toHaveTitle(`${category.name} - First Principles Resources`);
    const links = videoCards(page).getByRole("heading", { level: 3 }).getByRole("link");
    await expect(links).toHaveCount(category.videos.length);
    for (const [index, video] of category.videos.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute("href", video.link);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleName(`${video.title} (opens in a new tab)`);
    }
  }
});

test(
  "clicking anywhere on a video card opens the video on its host in a new tab",
  { tag: "@phone" },
  async ({ page, context }) => {
    await context.route(/^https:\/\/(www\.)?youtube\.com\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>video</title>" }),
    );
    await page.goto(`/resources/${first!.slug}`);
    await waitForApp(page);
    // The title's link stretches over the whole card: click the middle of the still, as a visitor would.
    const box = (await videoCards(page).first().locator(".video-card__frame").boundingBox())!;
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.mouse.click(box.x + box.width / 2, box.y + box.height / 2),
    ]);
    expect(popup.url()).toBe(first!.videos[0]!.link);
    await popup.close();
    await expect(page).toHaveURL(new RegExp(`/resources/${first!.slug}$`));
  },
);

test("without JavaScript the prerendered page shows the breadcrumb and every video with its host's still", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/resources/${mixed!.slug}`);
  await expect(page).toHaveTitle(`${mixed!.name} - First Principles Resources`);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).locator('[aria-current="page"]')).toHaveText(
    mixed!.name,
  );
  await expect(page.getByRole("link", { name: "Back to all categories" })).toHaveAttribute("href", "/resources");
  const images = videoCards(page).locator("img");
  await expect(images).toHaveCount(mixed!.videos.length);
  for (const [index, video] of mixed!.videos.entries()) {
    const image = images.nth(index);
    const id = videoId(video.link);
    if (id) await expect(image).toHaveAttribute("src", hostStill(id));
    else await expect(image).toHaveAttribute("src", stockImage);
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("width", "320");
    await expect(image).toHaveAttribute("height", "180");
    await expect(image).toHaveAttribute("alt", "");
    await expect(videoCards(page).nth(index).getByRole("heading", { level: 3 })).toHaveText(titled(video.title));
    // The speaker has its own line, apart from the title.
    if (video.speaker) await expect(videoCards(page).nth(index).locator("h3 + p")).toHaveText(video.speaker);
  }
  await context.close();
});

test("a still that loads is kept", async ({ page }) => {
  await page.goto(`/resources/${first!.slug}`);
  await waitForApp(page);
  const image = videoCards(page).first().locator("img");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(image).toHaveAttribute("src", hostStill(videoId(first!.videos[0]!.link)!));
});

test("a still that fails to load is replaced by the stock image", { tag: "@phone" }, async ({ page, watch }) => {
  watch.allowConsole(/Failed to load resource/);
  await page.route("https://i.ytimg.com/**", (route) => route.abort());
  await page.goto(`/resources/${first!.slug}`);
  await waitForApp(page);
  const images = videoCards(page).locator("img");
  for (let index = 0; index < first!.videos.length; index++) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute("src", stockImage);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  }
});

test("a still that failed before the page hydrated is replaced too", async ({ page, watch }) => {
  watch.allowConsole(/Failed to load resource/);
  await page.route("https://i.ytimg.com/**", (route) => route.abort());
  // Hold the app's script until the first still has failed, so React cannot have seen the error event.
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto(`/resources/${first!.slug}`, { waitUntil: "commit" });
  const image = videoCards(page).first().locator("img");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
  releaseScript();
  await waitForApp(page);
  await expect(image).toHaveAttribute("src", stockImage);
});

test("with no network at all the host's stills fall back to the stock image", async ({ page, watch }) => {
  // i.ytimg.com cannot be reached from the test machine: the natural failure, once the fixture's stand-in is gone.
  const reachable = await fetch("https://i.ytimg.com/", { method: "HEAD", signal: AbortSignal.timeout(3000) }).then(
    () => true,
    () => false,
  );
  test.skip(reachable, "i.ytimg.com is reachable here; the routed-abort test covers the fallback");
  watch.allowConsole(/Failed to load resource/);
  await page.unroute("https://i.ytimg.com/**");
  await page.goto(`/resources/${first!.slug}`);
  await waitForApp(page);
  await expect(videoCards(page).first().locator("img")).toHaveAttribute("src", stockImage);
});

test("a video whose link names no id shows the stock image from the start", async ({ page }) => {
  const index = mixed!.videos.findIndex((video) => !videoId(video.link));
  await page.goto(`/resources/${mixed!.slug}`);
  await waitForApp(page);
  const card = videoCards(page).nth(index);
  await expect(card.locator("img")).toHaveAttribute("src", stockImage);
  // The talk's own page on its host (docs/curation.md), named on the card.
  await expect(
    card.getByText(`Open on ${new URL(mixed!.videos[index]!.link).hostname.replace(/^www\./, "")}`),
  ).toBeVisible();
});

test("the other categories are linked for browsing on", async ({ page }) => {
  await page.goto(`/resources/${first!.slug}`);
  await waitForApp(page);
  const more = page.getByRole("navigation", { name: "Keep browsing" });
  await expect(more.getByRole("link")).toHaveText(categories.slice(1).map((category) => category.name));
  await more.getByRole("link", { name: categories[1]!.name }).click();
  await expect(page).toHaveTitle(`${categories[1]!.name} - First Principles Resources`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(categories[1]!.name);
});

test("a category page has no axe violations", { tag: "@phone" }, async ({ page }) => {
  await page.goto(`/resources/${mixed!.slug}`);
  await waitForApp(page);
  await expectNoAxeViolations(page);
});
