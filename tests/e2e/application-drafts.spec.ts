// The application without an endpoint (the mail draft): answers kept in the browser across reloads and pages,
// leaving with unsent text asks first, storage that fails, the missing-fields list, and every awkward kind of
// text delivered exactly by the mail draft, the .txt and the copied text.
import { readFile } from "node:fs/promises";
import type { Dialog, Page } from "@playwright/test";
import {
  asHeld,
  awkwardAnswers,
  dialog,
  field,
  fillRequired,
  longAnswer,
  openFromHero,
  submit,
} from "./application-helpers.ts";
import { expect, test, waitForApp } from "./fixtures.ts";
import { nextMailDraft, readMailto, site, successMessage } from "./home-helpers.ts";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await waitForApp(page);
});

const restoredNotice = (page: Page) =>
  dialog(page).getByRole("status").filter({ hasText: "We kept the answers you typed" });
const saved = (page: Page) => page.evaluate(() => localStorage.getItem("first-principles:fellowship-application"));

/** Reloads, accepting the browser's "leave the page?" question if it asks; resolves with whether it asked. */
async function reloadAnswering(page: Page): Promise<boolean> {
  let asked = false;
  const onDialog = (question: Dialog) => {
    asked = question.type() === "beforeunload";
    void question.accept();
  };
  page.on("dialog", onDialog);
  await page.reload();
  page.off("dialog", onDialog);
  await waitForApp(page);
  return asked;
}

test(
  "answers survive a reload and a full load of another page; the notice offers Start over",
  { tag: "@phone" },
  async ({ page }) => {
    await openFromHero(page);
    await field(page, "Full Name").fill("  Asha  ");
    await field(page, "Why are you excited about this fellowship?").fill("Line one\nनमस्ते 👩🏽‍💻");
    await expect.poll(() => saved(page)).toContain("Line one");
    expect(await reloadAnswering(page)).toBe(true);
    await openFromHero(page);
    await expect(restoredNotice(page)).toBeVisible();
    await expect(field(page, "Full Name")).toHaveValue("  Asha  ");
    await expect(field(page, "Why are you excited about this fellowship?")).toHaveValue("Line one\nनमस्ते 👩🏽‍💻");

    page.on("dialog", (question) => void question.accept());
    await page.goto("/blog");
    await page.goto("/#apply");
    await waitForApp(page);
    await expect(field(page, "Full Name")).toHaveValue("  Asha  ");
    await restoredNotice(page).getByRole("button", { name: "Start over" }).click();
    await expect(field(page, "Full Name")).toHaveValue("");
    await expect(restoredNotice(page)).toHaveCount(0);
    await expect.poll(() => saved(page)).toBeNull();
    expect(await reloadAnswering(page)).toBe(false);
  },
);

test("text typed just before the tab is hidden (switching apps) is saved at once", async ({ page }) => {
  await openFromHero(page);
  await field(page, "College").fill("Placeholder College");
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  expect(await saved(page)).toContain("Placeholder College");
});

test(
  "with storage disabled (private mode) the form still works, without saving",
  { tag: "@phone" },
  async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get: () => {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await page.reload();
    await waitForApp(page);
    await openFromHero(page);
    await fillRequired(page);
    const draft = nextMailDraft(page);
    await submit(page).click();
    expect(readMailto((await draft).url()).subject).toBe("Fellowship Application - Asha Placeholder");
    await expect(dialog(page).getByRole("status").filter({ hasText: successMessage })).toBeVisible();
  },
);

test(
  "next to the disabled Submit, the empty required fields are listed; each link focuses its field",
  { tag: "@phone" },
  async ({ page }) => {
    await openFromHero(page);
    const missing = dialog(page).locator("#apply-missing");
    await expect(missing).toContainText("Still to fill in:");
    expect(await missing.getByRole("link").allTextContents()).toEqual([
      "Full Name",
      "Email",
      "Phone",
      "College",
      "Year",
      "Stream",
      "Why are you excited about this fellowship?",
      "Availability",
    ]);
    await expect(submit(page)).toBeDisabled();
    await expect(submit(page)).toHaveAccessibleDescription(/Still to fill in: Full Name/);
    await expect(dialog(page).getByText("We'll get back to you within 48 hours.")).toBeVisible();
    await missing.getByRole("link", { name: "Stream" }).click();
    await expect(field(page, "Stream")).toBeFocused();
    await missing.getByRole("link", { name: "Availability" }).click();
    await expect(dialog(page).getByRole("radio", { name: "5-10 hours/week" })).toBeFocused();
    await fillRequired(page, { College: "   " });
    expect(await missing.getByRole("link").allTextContents()).toEqual(["College"]);
    await field(page, "College").fill("Placeholder College");
    await expect(missing).toHaveCount(0);
    await expect(submit(page)).toBeEnabled();
    await expect(dialog(page).getByText("We'll get back to you within 48 hours.")).toBeVisible();
  },
);

test(
  "awkward text arrives exactly in the mail draft, the .txt and the copied text; a shortened draft says so where the visitor looks",
  { tag: "@phone" },
  async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openFromHero(page);
    await fillRequired(page, awkwardAnswers);
    const held = Object.fromEntries(Object.entries(awkwardAnswers).map(([label, typed]) => [label, asHeld(typed)]));
    const draft = nextMailDraft(page);
    await submit(page).click();
    const url = (await draft).url();
    expect(url.length).toBeLessThanOrEqual(1800);
    const mail = readMailto(url);
    expect(mail.subject).toBe(`Fellowship Application - ${held["Full Name"]}`);
    const crlf = (text: string) => text.replace(/\n/g, "\r\n");
    for (const label of ["City", "Why are you excited about this fellowship?"])
      expect(mail.body, label).toContain(crlf(held[label] ?? ""));
    expect(mail.body).toMatch(/\[Shortened: .*\]$/);

    // Not plain success: the message says the draft was shortened, in a live region, and has the focus.
    const shortened = dialog(page).getByRole("status").filter({ hasText: "shortened draft" });
    await expect(shortened).toBeVisible();
    await expect(shortened.locator("p")).toBeFocused();
    await expect(dialog(page).getByText(successMessage)).toHaveCount(0);

    const handoff = dialog(page).locator(".handoff");
    await handoff.getByRole("button", { name: "Copy full application" }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const download = page.waitForEvent("download");
    await handoff.getByText("Other ways to send").click();
    await handoff.getByRole("link", { name: "Download as .txt" }).click();
    const file = await readFile((await (await download).path()) ?? "", "utf8");
    expect(file.startsWith(`To: ${site.email}\nSubject: Fellowship Application - ${held["Full Name"]}\n\n`)).toBe(true);
    for (const text of [copied, file]) {
      expect(text).toContain(`Full Name: ${held["Full Name"]}\n`);
      expect(text).toContain(`City: ${held.City}\n`);
      expect(text).toContain(
        `Why are you excited about this fellowship?\n${held["Why are you excited about this fellowship?"]}\n`,
      );
      expect(text).toContain(`Writing Sample\n${longAnswer}\n`);
      expect(text).toContain(`Writing or Content Experience\n${held["Writing or Content Experience"]}\n`);
    }
    expect(
      new URL((await handoff.getByRole("link", { name: /Open in Gmail/ }).getAttribute("href")) ?? "").searchParams.get(
        "to",
      ),
    ).toBe(site.email);

    // The site cannot know whether the mail was sent: the hand-off survives a reload until the visitor dismisses it.
    await expect.poll(() => saved(page)).toContain("handedOff");
    await page.reload();
    await waitForApp(page);
    await openFromHero(page);
    await expect(dialog(page).locator(".handoff")).toContainText("Fellowship Application - ");
    await dialog(page).locator(".handoff").getByRole("button", { name: "Done" }).click();
    await expect(dialog(page).locator(".handoff")).toHaveCount(0);
    await expect.poll(() => saved(page)).toBeNull();
  },
);

test("a short application's mail draft carries every awkward character whole", async ({ page }) => {
  await openFromHero(page);
  const { "Writing Sample": _long, ...short } = awkwardAnswers;
  await fillRequired(page, short);
  const draft = nextMailDraft(page);
  await submit(page).click();
  const mail = readMailto((await draft).url());
  for (const [label, typed] of Object.entries(short))
    expect(mail.body, label).toContain(asHeld(typed).replace(/\n/g, "\r\n"));
  expect(mail.body).not.toContain("[Shortened");
  await expect(dialog(page).getByRole("status").filter({ hasText: successMessage })).toBeVisible();
});
