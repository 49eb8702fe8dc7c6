// The newsletter's sign-up form (data/site.json `newsletter.form`): a real build of a data tree that sets it, posting
// to a real local HTTP server standing in for the provider. With JavaScript off the plain form posts the address under
// the configured field name; with it on, the same, under the CSP (form-action allows exactly the provider's origin).
// Without the setting (npm test's dist/), the link stays and no form is offered.
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

  /** Submits the form in `scope` with `email`; resolves once the provider's answer has opened in a new tab. */
  async function submitIn(context: BrowserContext, scope: Locator, email: string): Promise<Page> {
    await emailField(scope).fill(email);
    const tab = context.waitForEvent("page", { timeout: 10_000 });
    await subscribe(scope).click();
    const opened = await tab;
    await opened.waitForLoadState();
    return opened;
  }

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
