// The application's spam checks (decisions 59 and 70): a bot that fills the trap sees the usual sent screen and
// nothing leaves; a person who fills the whole form within a second is never dropped (mail draft, or sent to the
// endpoint with a mark); and with an endpoint, the challenge widget (a local stand-in of Turnstile's script) whose
// token goes with the application, and the mail hand-off when its script cannot load or it does not answer in 8 s.
import type { Page } from "@playwright/test";
import { trapAutocomplete, trapFieldName } from "../../src/content/home/client/spam-check.ts";
import {
  dialog,
  field,
  fillAtOnce,
  fillRequired,
  openAndClock,
  openFromHero,
  submit,
  wholeForm,
} from "./application-helpers.ts";
import { ChallengeStandIn } from "./challenge-stand-in.ts";
import { serveEditedBuild, type EditedBuild } from "./edited-build.ts";
import { expect, expectNoAxeViolations, test, waitForApp } from "./fixtures.ts";
import { RecordingEndpoint } from "./recording-endpoint.ts";

const successMessage = /Application submitted successfully/;
const received = (page: Page) => dialog(page).getByRole("status").filter({ hasText: "Application received." });
const mailDraft = (page: Page) =>
  page.waitForRequest((request) => request.url().startsWith("mailto:"), { timeout: 1500 }).catch(() => null);
const fillTrap = (page: Page) =>
  page.evaluate((name) => {
    const trap = document.querySelector<HTMLInputElement>(`dialog input[name="${name}"]`);
    if (!trap) throw new Error("no trap field");
    trap.value = "https://spam.example";
  }, trapFieldName);
/** The saved draft in the browser (use-saved-application.ts), as stored. */
const savedDraft = (page: Page) => page.evaluate(() => Object.values(localStorage).join("\n"));

test.describe("mail mode", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
  });

  test("the trap is hidden from people and assistive technology, out of the tab order, filled by no autofill, and passes axe", async ({
    page,
  }) => {
    await openFromHero(page);
    const trap = dialog(page).locator(`input[name="${trapFieldName}"]`);
    await expect(trap).toHaveAttribute("tabindex", "-1");
    // Not "off" (Chromium's address autofill ignores it): a token no browser recognises, and the password managers'
    // own opt-outs (1Password, LastPass, Bitwarden, Dashlane).
    await expect(trap).toHaveAttribute("autocomplete", trapAutocomplete);
    for (const optOut of ["data-1p-ignore", "data-lpignore", "data-bwignore", "data-form-type"])
      await expect(trap).toHaveAttribute(optOut);
    await expect(dialog(page).locator(".apply-form__trap")).toHaveAttribute("aria-hidden", "true");
    expect(await trap.evaluate((input) => input.getBoundingClientRect().right)).toBeLessThan(0);
    await expect(dialog(page).getByRole("textbox", { name: /blank/i })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a filled trap: the same sent screen, and no mail draft", { tag: "@phone" }, async ({ page }) => {
    await openFromHero(page);
    await fillRequired(page);
    await fillTrap(page);
    const draft = mailDraft(page);
    await submit(page).click();
    await expect(dialog(page).getByRole("status").filter({ hasText: successMessage })).toBeVisible();
    expect(await draft).toBeNull();
  });

  test("the whole form filled within a second of opening: Submit opens the mail draft, and the draft is kept as handed off", async ({
    page,
  }) => {
    const openedAt = await openAndClock(page);
    expect(await fillAtOnce(page, openedAt)).toBeLessThan(1000);
    const draft = mailDraft(page);
    await submit(page).click();
    const mail = await draft;
    expect(mail, "no mail draft opened").not.toBeNull();
    const body = decodeURIComponent(mail?.url() ?? "");
    for (const value of Object.values(wholeForm)) expect(body).toContain(value);
    await expect(dialog(page).getByRole("status").filter({ hasText: successMessage })).toBeVisible();
    // Handed off, so kept in the browser (with its hand-off) until the visitor says Done.
    await expect.poll(() => savedDraft(page)).toContain("A prepared answer, pasted.");
    await expect(dialog(page).getByRole("link", { name: "Open the email again" })).toBeVisible();
  });
});

test.describe("with an endpoint and a challenge", () => {
  test.describe.configure({ mode: "serial" });
  const endpoint = new RecordingEndpoint();
  const standIn = new ChallengeStandIn();
  let build: EditedBuild | undefined;
  let origin = "";

  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    testInfo.setTimeout(180_000);
    await endpoint.start();
    await standIn.start();
    const challenge = { provider: "turnstile", siteKey: "stand-in-site-key", script: standIn.script };
    build = await serveEditedBuild("challenge", {
      "site.json": (old) =>
        old.replace(
          '"blogPageSize"',
          `"applicationEndpoint": "${endpoint.url}",\n  "challenge": ${JSON.stringify(challenge)},\n  "blogPageSize"`,
        ),
    });
    origin = build.origin;
  });

  test.afterAll(async () => {
    await endpoint.stop();
    await standIn.stop();
    await build?.close();
  });

  test.beforeEach(async ({ page }) => {
    endpoint.answer = { status: 200 };
    standIn.mode = "ok";
    await page.goto(origin);
    await waitForApp(page);
  });

  test("the CSP adds exactly the stand-in's origin for scripts, connections and frames, and nothing else", async ({
    page,
    request,
  }) => {
    const cspOf = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "none";
    const csp = cspOf(await page.content());
    const plain = cspOf(await (await request.get("/")).text());
    const endpointOrigin = new URL(endpoint.url).origin;
    expect(csp).toBe(
      plain
        .replace("script-src 'self'", `script-src 'self' ${standIn.origin}`)
        .replace(
          "connect-src 'self';",
          `connect-src 'self' ${endpointOrigin} ${standIn.origin}; frame-src 'self' ${standIn.origin};`,
        ),
    );
    // The widget's script is not asked for until the application is opened.
    expect(standIn.requests).toBe(0);
  });

  test("the widget's token goes to the form service with the application", { tag: "@phone" }, async ({ page }) => {
    const before = endpoint.received.length;
    await openFromHero(page);
    await expect(dialog(page).getByText("Stand-in check for stand-in-site-key")).toBeVisible();
    await fillRequired(page);
    await submit(page).click();
    await expect(received(page)).toBeVisible();
    expect(endpoint.received.length).toBe(before + 1);
    const form = endpoint.lastForm();
    expect(form.get("cf-turnstile-response")).toMatch(/^stand-in-token-\d+$/);
    expect(form.get("name")).toBe("Asha Placeholder");
    expect(form.get(trapFieldName)).toBeNull();
    await expectNoAxeViolations(page);
  });

  test("a filled trap: 'received' on screen, and the form service got nothing", async ({ page }) => {
    const before = endpoint.received.length;
    await openFromHero(page);
    await fillRequired(page);
    await fillTrap(page);
    await submit(page).click();
    await expect(received(page)).toBeVisible();
    await page.waitForTimeout(500);
    expect(endpoint.received.length).toBe(before);
  });

  test("the whole form filled within a second of opening: the form service gets it, marked as quick", async ({
    page,
  }) => {
    const before = endpoint.received.length;
    const openedAt = await openAndClock(page);
    expect(await fillAtOnce(page, openedAt)).toBeLessThan(1000);
    await submit(page).click();
    await expect(received(page)).toBeVisible();
    expect(endpoint.received.length).toBe(before + 1);
    const form = endpoint.lastForm();
    for (const [name, value] of Object.entries(wholeForm)) expect(form.get(name), name).toBe(value);
    expect(form.get("quick-submission")).toMatch(/^sent [0-2]\.\d s after the form opened$/);
    expect(form.get("cf-turnstile-response")).toMatch(/^stand-in-token-\d+$/);
  });

  test("sent more than 3 s after opening: no mark", async ({ page }) => {
    await openFromHero(page);
    await fillRequired(page);
    await page.waitForTimeout(3100);
    await submit(page).click();
    await expect(received(page)).toBeVisible();
    expect(endpoint.lastForm().has("quick-submission")).toBe(false);
  });

  test("a challenge that does not answer within 8 s: the mail hand-off, answers and draft kept, and why", async ({
    page,
  }) => {
    test.setTimeout(45_000);
    standIn.mode = "stuck";
    const before = endpoint.received.length;
    await openFromHero(page);
    await expect(dialog(page).getByText("Stand-in check for stand-in-site-key")).toBeVisible();
    await fillRequired(page, { City: "पुणे" });
    await submit(page).click();
    const started = Date.now();
    await expect(submit(page)).toHaveText("Submitting Application...");
    const alert = dialog(page).getByRole("alert");
    await expect(alert).toHaveText(/spam check did not load or did not answer within 8 seconds/, { timeout: 12_000 });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThan(7000);
    expect(waited).toBeLessThan(10_000);
    await expect(alert).not.toHaveText(/server/);
    await expect(alert.locator("p")).toBeFocused();
    await expect(dialog(page).locator(".handoff").getByRole("link", { name: "Open in your email app" })).toBeVisible();
    expect(await field(page, "Full Name").inputValue()).toBe("Asha Placeholder");
    expect(await field(page, "City").inputValue()).toBe("पुणे");
    await expect(submit(page)).toBeEnabled();
    expect(endpoint.received.length).toBe(before);
    await page.waitForTimeout(3500);
    expect(await field(page, "Full Name").inputValue()).toBe("Asha Placeholder");
    expect(await savedDraft(page)).toContain("पुणे");
  });

  test("the widget's script cannot load: the mail hand-off, with every answer kept, and nothing posted", async ({
    page,
    watch,
  }) => {
    watch.allowConsole(/Failed to load resource: the server responded with a status of 404/);
    standIn.mode = "missing";
    const before = endpoint.received.length;
    await openFromHero(page);
    await fillRequired(page, { City: "पुणे" });
    await submit(page).click();
    const alert = dialog(page).getByRole("alert");
    await expect(alert).toHaveText(/spam check did not load or did not answer/);
    await expect(dialog(page).locator(".handoff").getByRole("link", { name: "Open in your email app" })).toBeVisible();
    expect(await field(page, "Full Name").inputValue()).toBe("Asha Placeholder");
    expect(await field(page, "City").inputValue()).toBe("पुणे");
    await expect(submit(page)).toBeEnabled();
    expect(endpoint.received.length).toBe(before);
  });
});
