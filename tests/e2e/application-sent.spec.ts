// The application's sent state after a mail hand-off: one next step, one second choice, the other ways folded away,
// and nothing (the dialog's sticky bar above all) over the Submit button or the dialog's title.
import type { Locator, Page } from "@playwright/test";
import { dialog, fillRequired, openFromHero, submit } from "./application-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForApp } from "./fixtures.ts";
import { nextMailDraft, successMessage } from "./home-helpers.ts";

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A button's fill: the loud primary is filled with the accent colour, a quiet one is not. */
const fill = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

const handoff = (page: Page) => dialog(page).locator(".handoff");
const title = (page: Page) => dialog(page).getByRole("heading", { name: "Apply to the Storytelling Fellowship" });

/** Fills the form, submits it and waits for the mail draft: the sent state. */
async function sendByMail(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openFromHero(page);
  await fillRequired(page);
  const draft = nextMailDraft(page);
  await submit(page).click();
  await draft;
  await expect(dialog(page).getByRole("status").filter({ hasText: successMessage })).toBeVisible();
  await expect(handoff(page)).toBeVisible();
}

/** What the visitor sees once the hand-off shows: the dialog's bar covers neither Submit nor the title. */
async function expectNothingCovered(page: Page) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("no viewport");
  const bar = await box(dialog(page).locator(".apply-dialog__bar"));
  const submitBox = await box(submit(page));
  const message = await box(dialog(page).getByText(successMessage));
  const next = await box(handoff(page).getByRole("link", { name: "Open the email again" }));
  // Submit, the message and the one next step are all in view, below the bar.
  for (const [name, item] of Object.entries({ submit: submitBox, message, next })) {
    expect(item.y, `${name} below the bar`).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(item.y + item.height, `${name} above the bottom`).toBeLessThanOrEqual(viewport.height);
  }
  expect(overlap(submitBox, message)).toBe(false);
  expect(overlap(submitBox, await box(handoff(page)))).toBe(false);
  // The title: where the layout keeps it in view (beside the form on a wide screen), it is whole and below the bar.
  const titleBox = await box(title(page));
  expect(overlap(titleBox, bar), "the bar crosses the title").toBe(false);
  if (viewport.width >= 1024) expect(titleBox.y).toBeGreaterThanOrEqual(bar.y + bar.height);
}

async function expectOneNextStep(page: Page) {
  const sent = handoff(page);
  const primary = sent.getByRole("link", { name: "Open the email again" });
  const secondary = sent.getByRole("button", { name: "Copy full application" });
  await expect(primary).toHaveAttribute("href", /^mailto:/);
  // Exactly one action in the hand-off filled like a primary button, and the copy beside it quiet.
  const loud = await fill(primary);
  expect(loud).not.toBe("rgba(0, 0, 0, 0)");
  const filled = [];
  for (const action of await sent.locator("a, button").all())
    if ((await action.isVisible()) && (await fill(action)) === loud) filled.push(await action.textContent());
  expect(filled).toEqual(["Open the email again"]);
  await expect(secondary).toBeVisible();
  // Submit stays, to send again, but is not a second loud button while the sent state shows.
  await expect(submit(page)).toBeVisible();
  expect(await fill(submit(page))).not.toBe(loud);

  // The other ways: folded away in one closed disclosure, and there when it is opened.
  const more = sent.locator("details");
  await expect(more).toHaveCount(1);
  await expect(more).not.toHaveAttribute("open");
  const gmail = more.getByRole("link", { name: /Open in Gmail/ });
  const outlook = more.getByRole("link", { name: /Open in Outlook/ });
  const download = more.getByRole("link", { name: "Download as .txt" });
  const others = [gmail, outlook, download];
  for (const other of others) await expect(other).toBeHidden();
  await more.getByText("Other ways to send").click();
  await expect(more).toHaveAttribute("open");
  for (const other of others) await expect(other).toBeVisible();
  await expect(gmail).toHaveAttribute("href", /^https:\/\/mail\.google\.com\//);
  await expect(outlook).toHaveAttribute("href", /^https:\/\/outlook\.live\.com\//);
  await expect(download).toHaveAttribute("download", /\.txt$/);
  // Neither the mail link nor the copy button is repeated inside.
  await expect(more.getByRole("link", { name: "Open the email again" })).toHaveCount(0);
  await expect(more.getByRole("button", { name: "Copy full application" })).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await waitForApp(page);
});

test(
  "after a mail hand-off: the success message, one next step, the copy, the other ways folded; nothing covered",
  { tag: "@phone" },
  async ({ page }) => {
    await sendByMail(page);
    await expectNothingCovered(page);
    await expectOneNextStep(page);
    await expectNoAxeViolations(page);
  },
);

test(
  "the sent state at 390 px: nothing covers Submit or the title, one next step",
  { tag: "@phone-only" },
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await sendByMail(page);
    await expectNothingCovered(page);
    await expectOneNextStep(page);
  },
);

test("Submit, quiet in the sent state, still sends again before the form is cleared", async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto("/");
  await waitForApp(page);
  await openFromHero(page);
  await fillRequired(page);
  await page.clock.pauseAt(start + 60_000);
  const first = nextMailDraft(page);
  await submit(page).click();
  await page.clock.runFor(1);
  await first;
  await expect(handoff(page)).toBeVisible();
  await expect(submit(page)).toBeEnabled();
  const again = nextMailDraft(page);
  await submit(page).click();
  await page.clock.runFor(1);
  expect((await again).url()).toMatch(/^mailto:/);
  await expect(dialog(page).getByRole("status").filter({ hasText: successMessage })).toBeVisible();
});
