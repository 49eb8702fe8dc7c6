// The newsletter's sign-up form (data/site.json `newsletter.form`): a real build of a data tree that sets it, posting
// to a real local HTTP server standing in for the provider. With JavaScript off the plain form posts the address under
// the configured field name; with it on, the same, under the CSP (form-action allows exactly the provider's origin).
// Without the setting (npm test's dist/), the link stays and no form is offered. A provider that answers with a 303
// to its confirmation page on another origin (a second local server): the page opens when `confirmationOrigin` names
// that origin, and the form says what happened when the browser refuses one it does not.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { serveEditedBuild, type EditedBuild } from "./edited-build.ts";
import { expect, expectNoAxeViolations, test, waitForApp } from "./fixtures.ts";
import { site } from "./home-helpers.ts";
import { RecordingEndpoint } from "./recording-endpoint.ts";

const post = "/blog/first-principles-vs-best-practices-when-to-copy-when-to-rebuild";
/** A field name no provider default would give by chance: the form must use the configured one. */
const field = "subscriber_email";
const cspOf = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "none";

/** Where each page offers the form: the card after a post, the home page's panel, the not-found page. */
const places = [
  { path: post, within: (page: Page) => page.getByRole("complementary", { name: "Enjoyed this post?" }) },
  { path: "/", within: (page: Page) => page.getByRole("region", { name: "Subscribe to our newsletter" }) },
  { path: "/no-such-page", within: (page: Page) => page.getByRole("region", { name: "Subscribe to our newsletter" }) },
];

/** What the provider received as form posts (the new tab also asks it for a favicon, at a time of its own). */
const postsTo = (provider: RecordingEndpoint) => provider.received.filter((request) => request.method === "POST");
const emailField = (scope: Locator) => scope.getByRole("textbox", { name: "Your email address" });
const subscribe = (scope: Locator) => scope.getByRole("button", { name: /^Subscribe/ });

test.describe("with newsletter.form set", () => {
  test.describe.configure({ mode: "serial" });
  const provider = new RecordingEndpoint();
  let build: EditedBuild | null = null;
  let origin = "";

  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    testInfo.setTimeout(180_000);
    await provider.start();
    const newsletter = JSON.stringify({ form: { action: provider.url, field } });
    build = await serveEditedBuild("newsletter", {
      "site.json": (old) => old.replace('"copyright"', `"newsletter": ${newsletter},\n  "copyright"`),
    });
    origin = build.origin;
  });

  test.afterAll(async () => {
    await provider.stop();
    await build?.close();
  });

  test("with JavaScript off, each page's plain form posts the address to the provider under the configured field", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    context.on("console", (message) => {
      // The not-found page is served with status 404, which the browser reports as an error line.
      if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(message.text());
    });
    await context.route("https://i.ytimg.com/**", (route) =>
      route.fulfill({ path: "public/images/video-placeholder.svg", contentType: "image/svg+xml" }),
    );
    try {
      for (const [index, { path, within }] of places.entries()) {
        const page = await context.newPage();
        await page.goto(`${origin}${path}`);
        // JavaScript really is off: the app never marks the page as running.
        await expect(page.locator("html[data-app-ready]")).toHaveCount(0);
        const scope = within(page);
        const before = postsTo(provider).length;
        // Required: an empty field is never sent.
        await subscribe(scope).click();
        expect(await emailField(scope).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
        expect(postsTo(provider).length).toBe(before);
        const email = `reader+${index}@studio.test`;
        const answer = await submitIn(context, scope, email);
        expect(answer.url()).toBe(provider.url);
        expect(postsTo(provider).length).toBe(before + 1);
        const request = postsTo(provider).at(-1);
        expect(request?.path).toBe(new URL(provider.url).pathname);
        expect(request?.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
        expect([...new URLSearchParams(request?.body)]).toEqual([[field, email]]);
        // The reader's page stays where it was.
        expect(page.url()).toBe(`${origin}${path}`);
        await answer.close();
        await page.close();
      }
    } finally {
      await context.close();
    }
    expect(problems, "console errors (a CSP refusal of the form among them)").toEqual([]);
  });

  test("the form is a labelled email field and a button, posting to the provider in a new tab", async ({ page }) => {
    await page.goto(`${origin}${post}`);
    await waitForApp(page);
    const form = page.locator("form.newsletter-form");
    await expect(form).toHaveCount(1);
    await expect(form).toHaveAttribute("action", provider.url);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("target", "_blank");
    await expect(form).toHaveAttribute("rel", "noopener");
    const input = emailField(form);
    await expect(input).toHaveAttribute("type", "email");
    await expect(input).toHaveAttribute("name", field);
    await expect(input).toHaveAttribute("autocomplete", "email");
    await expect(input).toHaveAttribute("required", "");
    await expect(subscribe(form)).toHaveAccessibleName("Subscribe (opens in a new tab)");
    // The post card offers the form instead of the link; the header and the blog list keep theirs.
    const card = places[0]!.within(page);
    await expect(card.getByRole("link", { name: /Subscribe to Newsletter/ })).toHaveCount(0);
    await page.goto(`${origin}/blog/`);
    await waitForApp(page);
    await expect(page.locator("main").getByRole("link", { name: /Subscribe to the newsletter/ })).toHaveAttribute(
      "href",
      site.newsletterUrl,
    );
    await expect(page.locator("form.newsletter-form")).toHaveCount(0);
  });

  for (const [index, { path, within }] of places.entries())
    test(
      `with JavaScript on, the form on ${path} posts under the CSP, which allows exactly the provider's origin`,
      { tag: "@phone" },
      async ({ page, context, request, watch }) => {
        watch.allowConsole(/status of 404/);
        const withoutForm = cspOf(await (await request.get("/")).text());
        const response = await page.goto(`${origin}${path}`);
        await waitForApp(page);
        const policy = `form-action 'self' ${new URL(provider.url).origin}`;
        expect(cspOf(await page.content())).toBe(withoutForm.replace("form-action 'self'", policy));
        expect(response?.headers()["content-security-policy"]).toContain(`${policy}; frame-ancestors 'none'`);
        await expectNoAxeViolations(page, ".newsletter-form");
        const email = `js-reader+${index}@studio.test`;
        const answer = await submitIn(context, within(page), email);
        expect(answer.url()).toBe(provider.url);
        expect(new URLSearchParams(postsTo(provider).at(-1)?.body).get(field)).toBe(email);
      },
    );
});

/** A provider's confirmation page on an origin of its own. */
class ConfirmationPage {
  private server: Server | null = null;
  origin = "";
  async start(): Promise<void> {
    const server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end("<!doctype html><title>Confirm</title><h1>Almost there: confirm your address</h1>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    this.server = server;
  }
  async stop(): Promise<void> {
    const server = this.server;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

test.describe("a provider that redirects the sign-up to its confirmation page on another origin", () => {
  test.describe.configure({ mode: "serial" });
  const provider = new RecordingEndpoint();
  const confirmation = new ConfirmationPage();
  const unlisted = new ConfirmationPage();
  let build: EditedBuild | null = null;
  let origin = "";

  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    testInfo.setTimeout(180_000);
    await Promise.all([provider.start(), confirmation.start(), unlisted.start()]);
    const newsletter = JSON.stringify({
      form: { action: provider.url, field, confirmationOrigin: confirmation.origin },
    });
    build = await serveEditedBuild("newsletter-redirect", {
      "site.json": (old) => old.replace('"copyright"', `"newsletter": ${newsletter},\n  "copyright"`),
    });
    origin = build.origin;
  });

  test.afterAll(async () => {
    await Promise.all([provider.stop(), confirmation.stop(), unlisted.stop()]);
    await build?.close();
  });

  test("the reader lands on the provider's confirmation page; form-action lists both origins", async ({
    page,
    context,
  }) => {
    provider.answer = { status: 303, headers: { location: `${confirmation.origin}/confirm?list=news` } };
    await page.goto(`${origin}${post}`);
    await waitForApp(page);
    expect(cspOf(await page.content())).toContain(
      `form-action 'self' ${new URL(provider.url).origin} ${confirmation.origin}`,
    );
    const answer = await submitIn(context, places[0]!.within(page), "redirected@studio.test");
    await expect(answer.getByRole("heading", { name: "Almost there: confirm your address" })).toBeVisible();
    expect(answer.url()).toBe(`${confirmation.origin}/confirm?list=news`);
    expect(new URLSearchParams(postsTo(provider).at(-1)?.body).get(field)).toBe("redirected@studio.test");
    await expect(page.locator(".newsletter-form__status")).toBeEmpty();
  });

  test("a redirect to an origin the setting does not name: the form says the address went and the page was stopped", async ({
    page,
    watch,
  }) => {
    watch.allowConsole(/CSP violation: form-action|Refused to send form data|form-action/);
    provider.answer = { status: 303, headers: { location: `${unlisted.origin}/confirm` } };
    await page.goto(`${origin}${post}`);
    await waitForApp(page);
    const scope = places[0]!.within(page);
    await emailField(scope).fill("unlisted@studio.test");
    const before = postsTo(provider).length;
    await subscribe(scope).click();
    // The provider got the address; Chromium refuses its redirect and opens no tab.
    await expect.poll(() => postsTo(provider).length).toBe(before + 1);
    await expect(scope.getByRole("status")).toHaveText(
      `Your address was sent to the newsletter service on ${new URL(provider.url).host}, but this site's security ` +
        "settings stopped its answer page from opening.",
    );
    expect(new URLSearchParams(postsTo(provider).at(-1)?.body).get(field)).toBe("unlisted@studio.test");
  });
});

/** Submits the form in `scope` with `email`; resolves once the provider's answer has opened in a new tab. */
async function submitIn(context: BrowserContext, scope: Locator, email: string): Promise<Page> {
  await emailField(scope).fill(email);
  const tab = context.waitForEvent("page", { timeout: 10_000 });
  await subscribe(scope).click();
  const opened = await tab;
  await opened.waitForLoadState();
  return opened;
}

test("without newsletter.form, the post card links to the newsletter, no page has a form, and forms post to the site only", async ({
  page,
  watch,
}) => {
  watch.allowConsole(/status of 404/);
  await page.goto(post);
  await waitForApp(page);
  const card = page.getByRole("complementary", { name: "Enjoyed this post?" });
  await expect(card.getByRole("link", { name: /Subscribe to Newsletter/ })).toHaveAttribute("href", site.newsletterUrl);
  expect(cspOf(await page.content())).toMatch(/; form-action 'self'$/);
  for (const path of [post, "/", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.locator("form.newsletter-form")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Subscribe to our newsletter" })).toHaveCount(0);
  }
});
