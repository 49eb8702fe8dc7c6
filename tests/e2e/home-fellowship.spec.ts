// The fellowship section built around the student who applies, its facts not announced yet, the case note, and the
// one apply action by its two names: what a student, a founder and a backer meet on the landing page.
import { expect, test, waitForApp } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { dialog } from "./application-helpers.ts";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await waitForApp(page);
});

const fellowship = (page: Page) => page.locator("#fellowship");

for (const width of [390, 1440]) {
  test(`at ${width} px a student meets what they get, the stipend and the dates, and Apply, before the backer ask`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const section = fellowship(page);
    const top = async (selector: string) => (await section.locator(selector).first().boundingBox())!.y;
    const benefits = await top(".benefit-list");
    const facts = await top(".cohort-card__facts");
    const apply = await top('.cohort-card a[href$="#apply"]');
    const backer = await top(".backer");
    expect(benefits).toBeLessThanOrEqual(facts);
    expect(facts).toBeLessThan(apply);
    expect(apply).toBeLessThan(backer);
    // The reading order matches what the eye sees.
    const order = await section.evaluate((root) =>
      [".benefit-list", ".cohort-card__facts", ".cohort-card .button", ".backer"].map((selector) =>
        Array.prototype.indexOf.call(root.querySelectorAll("*"), root.querySelector(selector)),
      ),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The student's Apply is within one screen of the section's title at desktop width, not 1,000 px below it.
    if (width === 1440) expect(apply - (await top("h2"))).toBeLessThan(900);
  });
}

test("a fact not announced yet says so, with the newsletter as the way to hear, and no bracket anywhere", async ({
  page,
}) => {
  const card = fellowship(page).locator(".cohort-card");
  await expect(card.locator(".fact__term")).toHaveText(["Stipend", "Cohort starts", "Applications close", "Seats"]);
  await expect(card.locator(".fact--pending .fact__value")).toHaveText(Array(4).fill("Not announced yet"));
  await expect(card.locator(".not-announced")).toContainText(
    "Dates and details will be announced with the next cohort.",
  );
  const newsletter = card.locator(".not-announced").getByRole("link", { name: /Get the newsletter/ });
  await expect(newsletter).toHaveAttribute("href", /newsletter/);
  // The selection step is not announced either: it says so instead of showing a bracket.
  const selection = fellowship(page).locator(".step", { hasText: "Selection" });
  await expect(selection.locator(".step__text.is-pending")).toHaveText("Not announced yet");
  await expect(selection.locator(".step__time")).toHaveCount(0);
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/\[[a-z][^\]]*\]|X,XXX/);
});

test("the FAQ answers a question about a fact not announced yet with when it will be", async ({ page }) => {
  const faq = fellowship(page).locator(".faq");
  const stipend = faq.locator("details", { hasText: "How much is the stipend?" });
  await stipend.locator("summary").click();
  await expect(stipend.locator(".faq__answer")).toHaveText(
    "The stipend is announced with the next cohort. It is paid every month you are a fellow.",
  );
  const dates = faq.locator("details", { hasText: "When does the next cohort start?" });
  await dates.locator("summary").click();
  await expect(dates.locator(".faq__answer")).toHaveText("The dates will be announced with the next cohort.");
});

test("the application dialog shows the stipend and the dates as not announced yet", async ({ page }) => {
  await fellowship(page).locator(".cohort-card").getByRole("link", { name: "Apply Now" }).click();
  const intro = dialog(page).locator(".apply-intro");
  await expect(intro.locator(".fact__term")).toHaveText(["Stipend", "Cohort starts", "Applications close"]);
  await expect(intro.locator(".fact__value")).toHaveText(Array(3).fill("Not announced yet"));
  await expect(intro.locator(".not-announced")).toBeVisible();
  expect(await intro.innerText()).not.toMatch(/\[[a-z][^\]]*\]|X,XXX/);
});

test(
  "one apply action by the brief's two names, and at most 8 button labels outside the header and footer",
  { tag: "@phone" },
  async ({ page }) => {
    const applyLabels = await page.locator('main a[href$="#apply"]').allInnerTexts();
    expect(applyLabels.length).toBeGreaterThanOrEqual(3);
    expect(new Set(applyLabels)).toEqual(new Set(["Join Fellowship", "Apply Now"]));
    await expect(page.locator('.hero a[href$="#apply"]')).toHaveText("Join Fellowship");
    // Every button-styled link or button on the page itself (the dialog is not open).
    const labels = await page
      .locator("main .button")
      .evaluateAll((buttons) =>
        buttons
          .filter((button) => (button as HTMLElement).offsetParent !== null)
          .map((button) => button.textContent!.trim()),
      );
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels).size, labels.join(" | ")).toBeLessThanOrEqual(8);
  },
);

test("the case note sits before the services: the line before, the buyers' words, the line after", async ({ page }) => {
  const note = page.getByRole("region", { name: "One line, rewritten from the buyers' words" });
  await expect(note.locator("dt")).toHaveText(["The line before", "What buyers said", "The line after"]);
  await expect(note.locator(".case-note__phrases li")).toHaveCount(3);
  await expect(note.locator(".sample-mark")).toHaveText("Sample case note");
  const [noteTop, servicesTop] = await Promise.all([
    note.boundingBox().then((box) => box!.y),
    page
      .locator("#services")
      .boundingBox()
      .then((box) => box!.y),
  ]);
  expect(noteTop).toBeLessThan(servicesTop);
  // Set large: the new line is the biggest type in the section after none.
  const sizes = await note
    .locator(".case-note__line")
    .evaluateAll((lines) => lines.map((line) => parseFloat(getComputedStyle(line).fontSize)));
  expect(sizes[1]).toBeGreaterThan(sizes[0]!);
  expect(sizes[1]).toBeGreaterThanOrEqual(32);
});
