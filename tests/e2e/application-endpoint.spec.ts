// The application sent to an endpoint (data/site.json `applicationEndpoint`): a real build of a data tree that sets
// one, served by the static server, posting to a real local HTTP server that records what it receives and answers
// 2xx, 4xx, 5xx, never (a hang past the 10 s timeout) or not at all (a refused connection).
import { readFile, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { removeTempDirs, runBuild, tempDataTree, tempDir } from "../build/helpers.ts";
import { createStaticServer } from "../../scripts/server/static-server.ts";
import { serverOutDir } from "../../scripts/pipeline/vite-builds.ts";
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
import { expect, expectNoAxeViolations, test, waitForApp } from "./fixtures.ts";
import { readMailto, site } from "./home-helpers.ts";
import { RecordingEndpoint } from "./recording-endpoint.ts";

test.describe.configure({ mode: "serial" });

const endpoint = new RecordingEndpoint();
let siteServer: Server | null = null;
let origin = "";
let outDir = "";

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  await endpoint.start();
  const data = await tempDataTree({
    "site.json": (old) => old.replace('"blogPageSize"', `"applicationEndpoint": "${endpoint.url}",\n  "blogPageSize"`),
  });
  outDir = await tempDir("fp-endpoint-");
  const run = await runBuild({ DATA_DIR: data, OUT_DIR: outDir });
  if (run.code !== 0) throw new Error(`The endpoint build failed:\n${run.output}`);
  siteServer = createStaticServer({ dir: outDir, basePath: "/" });
  await new Promise<void>((resolve) => siteServer?.listen(0, resolve));
  origin = `http://localhost:${(siteServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await endpoint.stop();
  await new Promise((resolve) => siteServer?.close(resolve));
  await removeTempDirs();
  await rm(serverOutDir(process.cwd(), outDir), { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  endpoint.answer = { status: 200 };
  await page.goto(origin);
  await waitForApp(page);
});

/** Fills the form with every awkward kind of text and returns what the form holds for each field. */
async function fillAwkward(page: Page): Promise<Record<string, string>> {
  await openFromHero(page);
  await fillRequired(page, awkwardAnswers);
  return Object.fromEntries(Object.entries(awkwardAnswers).map(([label, typed]) => [label, asHeld(typed)]));
}

const names: Record<string, string> = {
  "Full Name": "name",
  City: "city",
  "Why are you excited about this fellowship?": "whyExcited",
  "Writing Sample": "writingSample",
  "Writing or Content Experience": "experience",
};

test("the CSP allows exactly the endpoint's origin to be contacted, and nothing else", async ({
  page,
  request,
  watch,
}) => {
  const cspOf = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "none";
  const csp = cspOf(await page.content());
  // The same policy as the build without an endpoint (npm test's dist/), but for that one origin.
  const withoutEndpoint = cspOf(await (await request.get("/")).text());
  expect(withoutEndpoint).toContain("connect-src 'self';");
  expect(csp).toBe(
    withoutEndpoint.replace("connect-src 'self';", `connect-src 'self' ${new URL(endpoint.url).origin};`),
  );
  watch.allowConsole(/127\.0\.0\.1:9\/x/);
  const other = `http://127.0.0.1:${new URL(endpoint.url).port === "9" ? 10 : 9}/x`;
  expect(
    await page.evaluate(
      (url) =>
        fetch(url).then(
          () => "sent",
          () => "blocked",
        ),
      other,
    ),
  ).toBe("blocked");
});

test(
  "a 2xx: sending, then received; the endpoint got every answer exactly as typed; the saved draft is gone",
  { tag: "@phone" },
  async ({ page }) => {
    endpoint.answer = { status: 200, delayMs: 800 };
    const before = endpoint.received.length;
    const held = await fillAwkward(page);
    const mailDraft = page
      .waitForRequest((request) => request.url().startsWith("mailto:"), { timeout: 2000 })
      .catch(() => null);
    await submit(page).click();
    await expect(submit(page)).toHaveText("Submitting Application...");
    await expect(submit(page)).toBeDisabled();
    const received = dialog(page).getByRole("status").filter({ hasText: "Application received." });
    await expect(received).toBeVisible();
    await expect(received.locator("p")).toBeFocused();
    expect(await mailDraft).toBeNull();

    expect(endpoint.received.length).toBe(before + 1);
    const request = endpoint.received.at(-1);
    expect(request?.method).toBe("POST");
    expect(request?.headers.accept).toBe("application/json");
    expect(request?.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    const form = endpoint.lastForm();
    for (const [label, value] of Object.entries(held)) expect(form.get(names[label] ?? ""), label).toBe(value);
    expect(form.get("writingSample")).toHaveLength(20_000);
    expect(form.get("email")).toBe("asha@student.example");
    expect(form.get("_subject")).toBe(`Fellowship Application - ${held["Full Name"]}`);
    expect(form.get("message")).toContain(`Writing Sample\n${longAnswer}\n`);

    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).length)).toBe(0);
    // The spec's reset clears the form; "received" stays, the only proof the visitor has.
    await expect(field(page, "Full Name")).toHaveValue("", { timeout: 5000 });
    await expect(received).toBeVisible();
    await page.reload();
    await waitForApp(page);
    await openFromHero(page);
    await expect(dialog(page).getByText("We kept the answers")).toHaveCount(0);
  },
);

/** After a failed delivery: the message, focused; the form as typed; and the hand-off with every way out. */
async function expectHandOff(page: Page, message: RegExp, held: Record<string, string>) {
  const alert = dialog(page).getByRole("alert");
  await expect(alert).toHaveText(message);
  await expect(alert.locator("p")).toBeFocused();
  for (const [label, value] of Object.entries(held)) expect(await field(page, label).inputValue(), label).toBe(value);
  await expect(submit(page)).toBeEnabled();
  const handoff = dialog(page).locator(".handoff");
  // One next step (the email app), the copy as the second choice, and the rest folded away until asked for.
  const mailApp = handoff.getByRole("link", { name: "Open in your email app" });
  await expect(mailApp).toHaveClass(/^button$/);
  await expect(handoff.getByRole("button", { name: "Copy full application" })).toHaveClass(/button--ghost/);
  await expect(submit(page)).toHaveClass(/button--ghost/);
  const mailto = readMailto((await mailApp.getAttribute("href")) ?? "");
  expect(mailto.to).toBe(site.email);
  await expect(handoff.getByRole("link", { name: /Open in Gmail/ })).toBeHidden();
  await handoff.getByText("Other ways to send").click();
  await expect(handoff.getByRole("link", { name: /Open in Gmail/ })).toHaveAttribute(
    "href",
    /^https:\/\/mail\.google\.com\/mail\/\?view=cm&fs=1&to=/,
  );
  await expect(handoff.getByRole("link", { name: /Open in Outlook/ })).toHaveAttribute(
    "href",
    /^https:\/\/outlook\.live\.com\/mail\/0\/deeplink\/compose\?to=/,
  );
  const download = page.waitForEvent("download");
  await handoff.getByRole("link", { name: "Download as .txt" }).click();
  const file = await readFile((await (await download).path()) ?? "", "utf8");
  expect(file.startsWith(`To: ${site.email}\nSubject: Fellowship Application - ${held["Full Name"]}\n\n`)).toBe(true);
  for (const value of Object.values(held)) expect(file).toContain(value);
  expect(file).toContain(`Writing Sample\n${longAnswer}\n`);
}

const failedMessage = /has not reached us yet/;

test(
  "a 4xx answer: the visitor is told, nothing is lost, and the hand-off offers email, webmail and a .txt",
  { tag: "@phone" },
  async ({ page, watch }) => {
    watch.allowConsole(/status of 422/);
    endpoint.answer = { status: 422 };
    const held = await fillAwkward(page);
    await submit(page).click();
    await expectHandOff(page, failedMessage, held);
    await expectNoAxeViolations(page);
    // Still saved: a reload brings it all back.
    await page.reload();
    await waitForApp(page);
    await openFromHero(page);
    await expect(dialog(page).getByText("We kept the answers")).toBeVisible();
    expect(await field(page, "Writing Sample").inputValue()).toBe(longAnswer);
    await expectNoAxeViolations(page);
  },
);

test("a 5xx answer is a failure too, and trying again after it succeeds", async ({ page, watch }) => {
  watch.allowConsole(/status of 500/);
  endpoint.answer = { status: 500 };
  await openFromHero(page);
  await fillRequired(page);
  await submit(page).click();
  await expect(dialog(page).getByRole("alert")).toHaveText(failedMessage);
  endpoint.answer = { status: 201 };
  await submit(page).click();
  await expect(dialog(page).getByRole("status").filter({ hasText: "Application received." })).toBeVisible();
  await expect(dialog(page).locator(".handoff")).toHaveCount(0);
});

test("an endpoint that never answers: after the 10 s timeout the visitor is told and offered the email", async ({
  page,
}) => {
  test.setTimeout(45_000);
  endpoint.answer = "hang";
  const held = await fillAwkward(page);
  await submit(page).click();
  const started = Date.now();
  await expect(submit(page)).toHaveText("Submitting Application...");
  await expect(dialog(page).getByRole("alert")).toHaveText(failedMessage, { timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThan(9000);
  await expectHandOff(page, failedMessage, held);
});

test("a refused connection: the visitor is told at once and offered the email", async ({ page, watch }) => {
  watch.allowConsole(/ERR_CONNECTION_REFUSED/);
  await endpoint.stop();
  try {
    const held = await fillAwkward(page);
    await submit(page).click();
    await expectHandOff(page, failedMessage, held);
  } finally {
    await endpoint.start();
  }
});

test("offline: the visitor is told so and nothing is sent", { tag: "@phone" }, async ({ page, context }) => {
  const before = endpoint.received.length;
  const held = await fillAwkward(page);
  await context.setOffline(true);
  await submit(page).click();
  await expectHandOff(page, /You seem to be offline/, held);
  expect(endpoint.received.length).toBe(before);
  await context.setOffline(false);
});
