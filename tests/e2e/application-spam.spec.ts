// The application's spam checks (decision 59): a bot that fills the trap or sends too fast sees the usual sent screen
// and nothing leaves; and with an endpoint, the challenge widget (a local stand-in of Turnstile's script) whose token
// goes with the application, and the mail hand-off when the widget's script cannot load.
import type { Page } from "@playwright/test";
import { dialog, field, fillRequired, openFromHero, submit } from "./application-helpers.ts";
import { ChallengeStandIn } from "./challenge-stand-in.ts";
import { serveEditedBuild, type EditedBuild } from "./edited-build.ts";
import { expect, expectNoAxeViolations, test, waitForApp } from "./fixtures.ts";
import { RecordingEndpoint } from "./recording-endpoint.ts";

const successMessage = /Application submitted successfully/;
const received = (page: Page) => dialog(page).getByRole("status").filter({ hasText: "Application received." });
const mailDraft = (page: Page) =>
  page.waitForRequest((request) => request.url().startsWith("mailto:"), { timeout: 1500 }).catch(() => null);
const fillTrap = (page: Page) =>
  page.evaluate(() => {
    const trap = document.querySelector<HTMLInputElement>('dialog input[name="website"]');
    if (!trap) throw new Error("no trap field");
    trap.value = "https://spam.example";
  });

test.describe("mail mode", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
  });

  test("the trap is hidden from people and assistive technology, out of the tab order, and passes axe", async ({
    page,
  }) => {
    await openFromHero(page);
    const trap = dialog(page).locator('input[name="website"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(dialog(page).locator(".apply-form__trap")).toHaveAttribute("aria-hidden", "true");
    expect(await trap.evaluate((input) => input.getBoundingClientRect().right)).toBeLessThan(0);
    await expect(dialog(page).getByRole("textbox", { name: "Website" })).toHaveCount(0);
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

  test("sent under 3 s after the dialog opened: the same sent screen, and no mail draft", async ({ page }) => {
    await openFromHero(page);
    const draft = mailDraft(page);
    // Filled at machine speed, without fillRequired's wait.
    for (const [label, value] of Object.entries({
      "Full Name": "Bot",
      Email: "bot@spam.example",
      Phone: "+91 98765 43210",
      College: "Nowhere",
      Stream: "Spam",
      "Why are you excited about this fellowship?": "Buy now",
    }))
      await field(page, label).fill(value);
    await field(page, "Year").selectOption("3rd Year");
    await dialog(page).getByRole("radio", { name: "10-15 hours/week" }).check();
    await submit(page).click();
    await expect(dialog(page).getByRole("status").filter({ hasText: successMessage })).toBeVisible();
    expect(await draft).toBeNull();
  });

  test("a person who takes longer than 3 s gets the mail draft", async ({ page }) => {
    await openFromHero(page);
    await fillRequired(page);
    const draft = mailDraft(page);
    await submit(page).click();
    expect(await draft).not.toBeNull();
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
    expect(form.get("website")).toBeNull();
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
    await expect(alert).toHaveText(/has not reached us yet/);
    await expect(dialog(page).locator(".handoff").getByRole("link", { name: "Open in your email app" })).toBeVisible();
    expect(await field(page, "Full Name").inputValue()).toBe("Asha Placeholder");
    expect(await field(page, "City").inputValue()).toBe("पुणे");
    await expect(submit(page)).toBeEnabled();
    expect(endpoint.received.length).toBe(before);
  });
});
