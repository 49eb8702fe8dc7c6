// The fellowship section once the owner announces the next cohort: each fact in its own cell, in the section and in
// the application, and no not-announced line left (a real build of data/ with the facts set).
import { expect, test, waitForApp } from "./fixtures.ts";
import { dialog } from "./application-helpers.ts";
import { serveEditedBuild, type EditedBuild } from "./edited-build.ts";

let build: EditedBuild | undefined;

const facts = { stipend: "₹10,000 a month", starts: "1 March 2027", closes: "15 February 2027", seats: "12" };

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  build = await serveEditedBuild("announced", {
    "landing.json": (old) => {
      const landing = JSON.parse(old) as {
        fellowship: {
          cohort: Record<string, { value: string | null }>;
          howItWorks: { steps: { text: string | null; time?: string | null }[] };
        };
      };
      for (const [key, value] of Object.entries(facts)) landing.fellowship.cohort[key]!.value = value;
      for (const step of landing.fellowship.howItWorks.steps) {
        step.text ??= "Stand-in step text.";
        if (step.time === null) delete step.time;
      }
      return JSON.stringify(landing, null, 2);
    },
  });
});

test.afterAll(async () => {
  await build?.close();
});

for (const width of [390, 1440]) {
  test(`at ${width} px each fact the owner sets shows in its own cell, and nothing says "not announced"`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${build!.origin}/`);
    await waitForApp(page);
    const card = page.locator("#fellowship .cohort-card");
    await expect(card.locator(".fact .fact__term")).toHaveText([
      "Stipend",
      "Cohort starts",
      "Applications close",
      "Seats",
    ]);
    await expect(card.locator(".fact__value")).toHaveText(Object.values(facts));
    await expect(card.locator(".cohort-card__known dt")).toHaveText(["Who", "Time", "You get"]);
    await expect(page.locator("#fellowship .not-announced")).toHaveCount(0);
    expect(await page.locator("#fellowship").innerText()).not.toMatch(/announced/i);
    await card.getByRole("link", { name: "Apply Now" }).click();
    const summary = dialog(page).locator(".apply-summary");
    await expect(summary.locator(".fact__value")).toHaveText(Object.values(facts).slice(0, 3));
    await expect(summary.locator(".not-announced")).toHaveCount(0);
  });
}
