// The resources hub in a real browser: the category grid, live search kept in ?q=, the empty state, the
// storytelling frameworks, the page without JavaScript, and accessibility.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForApp } from "./fixtures.ts";
import { categories, frameworks } from "./resources-data.ts";

/** The category cards: the library's list items with a title (each card also lists a few video titles). */
const cards = (page: Page) =>
  page
    .getByRole("region", { name: "Browse by topic" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search categories and videos" });
const status = (page: Page) => page.getByRole("status");

test(
  "the hub has the spec's title, a labelled search box and a card per category in order",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/resources");
    await waitForApp(page);
    await expect(page).toHaveTitle("B2B Marketing Resources - First Principles");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("B2B Marketing Resources");
    await expect(search(page)).toHaveAttribute("type", "search");
    await expect(cards(page)).toHaveCount(categories.length);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(
      categories.map((category) => category.name),
    );
    await expect(status(page)).toHaveText(`Showing all ${categories.length} categories`);
  },
);

test("each card shows its description, the first 2 video titles and '+N more videos', and links to its category", async ({
  page,
}) => {
  await page.goto("/resources");
  for (const [index, category] of categories.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByText(category.description)).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveText(category.videos.slice(0, 2).map((video) => video.title));
    const hidden = category.videos.length - 2;
    await expect(
      card.getByText(hidden === 1 ? "+1 more video" : `+${hidden} more videos`, { exact: true }),
    ).toBeVisible();
    await expect(card.getByRole("link", { name: category.name })).toHaveAttribute(
      "href",
      `/resources/${category.slug}`,
    );
  }
});

test("the whole card is a link that opens the category client-side", { tag: "@phone" }, async ({ page }) => {
  const target = categories[6]!;
  await page.goto("/resources");
  await waitForApp(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const card = cards(page).nth(6);
  await card.scrollIntoViewIfNeeded();
  const box = (await card.getByText(target.description).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`/resources/${target.slug}$`));
  await expect(page).toHaveTitle(`${target.name} - First Principles Resources`);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test(
  "search filters live on the category name, ignoring case, and announces the count politely",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/resources");
    await waitForApp(page);
    await expect(status(page)).toHaveAttribute("role", "status");
    await search(page).pressSequentially("CLEAR comm");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText("The Art of Clear Communication");
    await expect(status(page)).toHaveText("1 category found for “CLEAR comm”");
  },
);

test("search matches any video title in a category, not only the previewed ones, and says which", async ({ page }) => {
  const title = "The Psychology of Human Misjudgment";
  const owner = categories.find((category) => category.videos.some((video) => video.title === title))!;
  expect(owner.videos.slice(0, 2).map((video) => video.title)).not.toContain(title);
  await page.goto("/resources");
  await waitForApp(page);
  await search(page).fill("  human   MISJUDGMENT ");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(owner.name);
  // The match shows with its speaker, who is searched too.
  await expect(cards(page).locator("mark")).toHaveText(`${title} — Charlie Munger`);
});

test(
  "the query is kept in the URL without filling the history, and survives a reload",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/resources");
    await waitForApp(page);
    const historyLength = await page.evaluate(() => history.length);
    await search(page).pressSequentially("godin");
    await expect(page).toHaveURL(/\/resources\?q=godin$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // "Godin" is a speaker, not in any title: the search looks at speakers too.
    const matching = categories
      .filter((category) => category.videos.some((video) => /godin/i.test(`${video.title} ${video.speaker ?? ""}`)))
      .map((category) => category.name);
    expect(matching.length).toBeGreaterThan(0);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(matching);

    await page.reload();
    await waitForApp(page);
    await expect(search(page)).toHaveValue("godin");
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(matching);

    await search(page).fill("");
    await expect(page).toHaveURL(/\/resources$/);
    await expect(cards(page)).toHaveCount(categories.length);
  },
);

test("a link to the hub clears the search, and Back brings it back", async ({ page }) => {
  await page.goto("/resources");
  await waitForApp(page);
  await search(page).fill("godin");
  await expect(page).toHaveURL(/\?q=godin$/);
  await page.getByRole("banner").getByRole("link", { name: "Resources", exact: true }).first().click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(search(page)).toHaveValue("");
  await expect(cards(page)).toHaveCount(categories.length);
  await page.goBack();
  await expect(page).toHaveURL(/\?q=godin$/);
  await expect(search(page)).toHaveValue("godin");
  await expect(cards(page)).not.toHaveCount(categories.length);
});

test("a shared link with ?q= opens filtered, and hydrates without a mismatch", async ({ page }) => {
  await page.goto("/resources?q=Search%20Visibility");
  await waitForApp(page);
  await expect(search(page)).toHaveValue("Search Visibility");
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText("B2B Search Visibility Mastery");
  await expect(status(page)).toHaveText("1 category found for “Search Visibility”");
});

test("a search with no results says so and offers a way to clear it", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/resources");
  await waitForApp(page);
  await search(page).fill("quantum knitting");
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No resources found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search terms")).toBeVisible();
  await expect(status(page)).toHaveText("No resources found for “quantum knitting”");
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(cards(page)).toHaveCount(categories.length);
  await expect(search(page)).toHaveValue("");
  await expect(search(page)).toBeFocused();
  await expect(page).toHaveURL(/\/resources$/);
});

test("Enter in the search box does not reload the page", async ({ page }) => {
  await page.goto("/resources");
  await waitForApp(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await search(page).fill("seo");
  await search(page).press("Enter");
  await expect(page).toHaveURL(/\/resources\?q=seo$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test(
  "the storytelling frameworks have their own section with format, when to use, structure and a link",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/resources");
    await waitForApp(page);
    const section = page.getByRole("region", { name: "Shapes a B2B story can take" });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      frameworks.map((framework) => framework.format),
    );
    for (const [index, framework] of frameworks.entries()) {
      const card = section
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3 }) })
        .nth(index);
      await expect(card.getByText(framework.whenToUse)).toBeVisible();
      await expect(card.getByRole("listitem")).toHaveText(framework.structure);
      const link = card.getByRole("link");
      await expect(link).toHaveAttribute("href", framework.link);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAccessibleName(new RegExp(`${framework.format}.*opens in a new tab`));
    }
    await page.getByRole("link", { name: "Jump to the storytelling frameworks" }).click();
    await expect(section).toBeInViewport();
  },
);

test("without JavaScript the hub shows every category and the frameworks", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/resources");
  await expect(page).toHaveTitle("B2B Marketing Resources - First Principles");
  await expect(cards(page).getByRole("heading", { level: 3 }).getByRole("link")).toHaveText(
    categories.map((category) => category.name),
  );
  await expect(
    page.getByRole("region", { name: "Shapes a B2B story can take" }).getByRole("heading", { level: 3 }),
  ).toHaveText(frameworks.map((framework) => framework.format));
  await context.close();
});

test("the search's Search button submits: without JavaScript to /resources?q=, which the app then applies", async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto("/resources");
  await search(plain).fill("communities");
  await plain.getByRole("button", { name: "Search", exact: true }).click();
  await expect(plain).toHaveURL("/resources?q=communities");
  await context.close();
  // With the app running, the same address shows the filtered hub, and the button keeps the page.
  await page.goto("/resources?q=communities");
  await waitForApp(page);
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/resources?q=communities");
  await expect(cards(page)).toHaveCount(1);
});

test(
  "an unknown category slug, served as 404.html, shows the working hub",
  { tag: "@phone" },
  async ({ page, watch }) => {
    watch.allowConsole(/status of 404/);
    const response = await page.goto("/resources/no-such-category");
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    await expect(page).toHaveTitle("B2B Marketing Resources - First Principles");
    await expect(cards(page)).toHaveCount(categories.length);
    await search(page).fill("communities");
    await expect(cards(page)).toHaveCount(1);
  },
);

test("the hub has no axe violations", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/resources");
  await waitForApp(page);
  await expectNoAxeViolations(page);
});

test("a search with no results has no axe violations", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/resources?q=quantum%20knitting");
  await waitForApp(page);
  await expect(page.getByRole("heading", { name: "No resources found" })).toBeVisible();
  await expectNoAxeViolations(page);
});
