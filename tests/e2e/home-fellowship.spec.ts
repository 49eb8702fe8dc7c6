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
  test(`at ${width} px a student meets who it is for, the time, what fellows get and Apply; the backers' ask is after the section`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const section = fellowship(page);
    const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y;
    const card = section.locator(".cohort-card");
    await expect(card.locator(".cohort-card__known dt")).toHaveText(["Who", "Time", "You get"]);
    await expect(card.locator(".cohort-card__known")).toContainText(
      "A monthly stipend, a published portfolio, mentorship and a peer network",
    );
    const known = await top(".cohort-card__known");
    const apply = await top('.cohort-card a[href$="#apply"]');
    expect(known).toBeLessThan(apply);
    // The backers' $100 is no part of the students' section: it has a band of its own, after it.
    await expect(section).not.toContainText("$100");
    const backers = page.getByRole("region", { name: "Back a student storyteller" });
    await expect(backers).toContainText("$100 a month for 12 months");
    await expect(backers).toContainText("All of it goes to student stipends.");
    await expect(backers).toContainText("No platform fee");
    const sectionBottom = await section.evaluate((element) => element.getBoundingClientRect().bottom + scrollY);
    expect(await top("#backers")).toBeGreaterThanOrEqual(sectionBottom - 1);
    // The student's Apply is within one screen of the section's title at desktop width, not 1,000 px below it.
    if (width === 1440) expect(apply - (await top("#fellowship h2"))).toBeLessThan(900);
  });

  test(`at ${width} px the section says "not announced" once, naming what is not announced`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const section = fellowship(page);
    const text = await section.innerText();
    expect(text.match(/not announced/gi) ?? [], text).toHaveLength(0);
    const line = section.locator(".not-announced");
    await expect(line).toHaveCount(1);
    await expect(line).toHaveText(
      "Stipend, cohort starts, applications close, seats and selection will be announced with the next cohort. Get the newsletter (opens in a new tab)",
    );
    expect(text.match(/will be announced/gi)).toHaveLength(1);
    // No empty cell for a fact not announced yet, and nothing shown as a bracket or an x'd-out figure.
    await expect(section.locator(".cohort-card .fact")).toHaveCount(0);
    await expect(line.getByRole("link", { name: /Get the newsletter/ })).toHaveAttribute("href", /newsletter/);
    await expect(section.locator(".step", { hasText: "Selection" }).locator(".step__text, .step__time")).toHaveCount(0);
    expect(await page.locator("main").innerText()).not.toMatch(/\[[a-z][^\]]*\]|X,XXX/);
  });
}

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

test("the application dialog names the stipend and the dates not announced yet in one line", async ({ page }) => {
  await fellowship(page).locator(".cohort-card").getByRole("link", { name: "Apply Now" }).click();
  const summary = dialog(page).locator(".apply-summary");
  await expect(summary.locator(".fact")).toHaveCount(0);
  await expect(summary.locator(".not-announced")).toHaveText(
    "Stipend, cohort starts and applications close will be announced with the next cohort. Get the newsletter (opens in a new tab)",
  );
  expect(await dialog(page).innerText()).not.toMatch(/not announced|\[[a-z][^\]]*\]|X,XXX/i);
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
