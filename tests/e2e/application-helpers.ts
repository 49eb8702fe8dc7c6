// Shared by the application specs: the dialog, its fields by label, filling it as a visitor does, and the awkward
// input every delivery path must carry exactly.
import type { Page } from "@playwright/test";
import { minimumFillMs } from "../../src/content/home/client/spam-check.ts";
import { expect } from "./fixtures.ts";

export const dialog = (page: Page) => page.getByRole("dialog", { name: "Apply to the Storytelling Fellowship" });
export const submit = (page: Page) => dialog(page).getByRole("button", { name: /Submit/ });
/** A form field by its visible label, with or without the required mark. */
export const field = (page: Page, label: string) =>
  dialog(page).getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\*)?$`));

/** When each page (by its document's `timeOrigin`) first showed the dialog, on the page's own clock. */
const openedAt = new WeakMap<Page, { document: number; at: number }>();

const pageClock = (page: Page) => page.evaluate(() => ({ document: performance.timeOrigin, at: performance.now() }));

/** Notes the dialog as shown now, unless this document showed it before (the app's spam check counts from then). */
async function markOpened(page: Page) {
  const now = await pageClock(page);
  if (openedAt.get(page)?.document !== now.document) openedAt.set(page, now);
}

/**
 * Waits until the dialog has been open longer than the spam check's minimum (spam-check.ts): a person takes longer
 * to fill the form in than a test does.
 */
async function waitAsLongAsAPerson(page: Page) {
  await markOpened(page);
  const now = await pageClock(page);
  const opened = openedAt.get(page)?.at ?? now.at;
  const left = opened + minimumFillMs + 100 - now.at;
  if (left > 0) await page.waitForTimeout(left);
}

export async function openFromHero(page: Page) {
  await page.getByRole("link", { name: "Join Fellowship" }).click();
  await expect(dialog(page)).toBeVisible();
  await markOpened(page);
}

const requiredAnswers = {
  "Full Name": "Asha Placeholder",
  Email: "asha@student.example",
  Phone: "+91 98765 43210",
  College: "Placeholder College",
  Stream: "Journalism",
  "Why are you excited about this fellowship?": "I love clear stories.",
};

/** Fills every required field (and the given extras) the way a visitor does. */
export async function fillRequired(page: Page, overrides: Record<string, string> = {}) {
  for (const [label, value] of Object.entries({ ...requiredAnswers, ...overrides }))
    await field(page, label).fill(value);
  await field(page, "Year").selectOption("3rd Year");
  await dialog(page).getByRole("radio", { name: "10-15 hours/week" }).check();
  await waitAsLongAsAPerson(page);
}

/** A 20,000-character answer that ends in a marker, so a cut anywhere shows. */
export const longAnswer =
  `${"A plain sentence of my writing sample, repeated to make it long. ".repeat(400)}`.slice(0, 19_990) + "[THE END]!";

/** Each awkward kind of text, in the field that gets it. Multi-line text is typed with CR/LF, CR and LF. */
export const awkwardAnswers: Record<string, string> = {
  "Full Name": "  Asha O'Neil  ",
  City: "पुणे",
  "Why are you excited about this fellowship?":
    "ZWJ: 👩🏽‍💻 👨‍👩‍👧‍👦 🏳️‍🌈\r\nनमस्ते, मैं कहानियाँ लिखती हूँ।\nمرحبا بالعالم — שלום עולם\rsymbols & # % + = a+b=c %20 ?x=y&z",
  "Writing Sample": longAnswer,
  "Writing or Content Experience": "   leading and trailing spaces   ",
};

/** What a textarea or input holds after the visitor typed `typed`: browsers turn CR/LF and CR into LF. */
export const asHeld = (typed: string) => typed.replace(/\r\n?/g, "\n");
