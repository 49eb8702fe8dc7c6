// Shared by the application specs: the dialog, its fields by label, filling it as a visitor does, and the awkward
// input every delivery path must carry exactly.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const dialog = (page: Page) => page.getByRole("dialog", { name: "Apply to the Storytelling Fellowship" });
export const submit = (page: Page) => dialog(page).getByRole("button", { name: /Submit/ });
/** A form field by its visible label, with or without the required mark. */
export const field = (page: Page, label: string) =>
  dialog(page).getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\*)?$`));

export async function openFromHero(page: Page) {
  await page.getByRole("link", { name: "Join Fellowship" }).click();
  await expect(dialog(page)).toBeVisible();
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
}

/** Every field of the form, optional ones included, as `fillAtOnce` gives them. */
export const wholeForm: Record<string, string> = {
  name: "Asha Placeholder",
  email: "asha@student.example",
  phone: "+91 98765 43210",
  city: "Pune",
  college: "Placeholder College",
  year: "3rd Year",
  stream: "Journalism",
  whyExcited: "A prepared answer, pasted.",
  writingSample: "A prepared sample, pasted.",
  portfolioLink: "https://portfolio.example/asha",
  experience: "Student paper, two years.",
  availability: "10-15 hours/week",
};

/**
 * Fills the whole form the way autofill and a paste do, all at once, right after the dialog opened; returns how many
 * ms after the dialog was first seen the form was complete (on the page's clock).
 */
export async function fillAtOnce(page: Page, openedAt: number): Promise<number> {
  await page.evaluate((answers) => {
    const form = document.querySelector("dialog form");
    if (!form) throw new Error("no application form");
    for (const [name, value] of Object.entries(answers)) {
      const controls = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        `[name="${name}"]`,
      );
      const control = controls[0];
      if (!control) throw new Error(`no field ${name}`);
      if (control instanceof HTMLInputElement && control.type === "radio") {
        [...controls].find((radio) => radio.value === value)?.click();
        continue;
      }
      const prototype = Object.getPrototypeOf(control) as object;
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
      control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    }
  }, wholeForm);
  await expect(submit(page)).toBeEnabled();
  return (await page.evaluate(() => performance.now())) - openedAt;
}

/** Opens the application from the hero; returns when the dialog was first seen open, on the page's clock. */
export async function openAndClock(page: Page): Promise<number> {
  await page.getByRole("link", { name: "Join Fellowship" }).click();
  await page.waitForFunction(() => document.querySelector("dialog[open]"), null, { polling: "raf" });
  const at = await page.evaluate(() => performance.now());
  await expect(dialog(page)).toBeVisible();
  return at;
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
