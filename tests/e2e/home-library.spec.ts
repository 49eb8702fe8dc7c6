// The landing page's path to the resources: the library's counts from the data, its first categories and the whole
// library, linked with and without JavaScript, at 1440 px and (for @phone) 360 px.
import { readFileSync } from "node:fs";
import { expect, expectNoAxeViolations, test, waitForApp } from "./fixtures.ts";
import { categories } from "./resources-data.ts";

const landing = JSON.parse(readFileSync("data/landing.json", "utf8")) as {
  library: { title: string; linkLabel: string };
};
const talks = categories.reduce((sum, category) => sum + category.videos.length, 0);

test(
  "the landing page counts the talks and categories and links the first three categories",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    const library = page.getByRole("region", { name: landing.library.title });
    await expect(library.locator(".library__count")).toHaveText(
      `${talks} talks in ${categories.length} categories, among them:`,
    );
    const links = library.locator(".library__category");
    await expect(links).toHaveCount(3);
    for (const [index, category] of categories.slice(0, 3).entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/resources/${category.slug}`);
      await expect(links.nth(index).locator(".library__name")).toHaveText(category.name);
      await expect(links.nth(index).locator(".library__talks")).toHaveText(`${category.videos.length} talks`);
    }
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/resources/${categories[0]!.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(categories[0]!.name);
    await page.goBack();
    await library.getByRole("link", { name: landing.library.linkLabel }).click();
    await expect(page).toHaveURL(/\/resources$/);
  },
);

test("without JavaScript the section and its links are in the page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const library = page.getByRole("region", { name: landing.library.title });
  await expect(library.locator(".library__count")).toContainText(`${talks} talks`);
  await expect(library.getByRole("link", { name: landing.library.linkLabel })).toHaveAttribute("href", "/resources");
  await context.close();
});

test("the library section has no axe violations in either theme", { tag: "@phone" }, async ({ page }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto("/");
    await waitForApp(page);
    await expectNoAxeViolations(page, "#library");
  }
});
