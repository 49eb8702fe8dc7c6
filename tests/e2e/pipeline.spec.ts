// The prerender pipeline in a real browser: every route kind loads, hydrates and navigates client-side;
// without JavaScript every page still shows its content; unknown URLs behave as the spec says.
import { expect, test, waitForApp } from "./fixtures.ts";

const pages = [
  { path: "/", title: /^First Principles - Simple is the New Smart$/ },
  { path: "/blog", title: /^Blog - First Principles$/ },
  { path: "/blog/how-to-apply-first-principles-thinking-in-startups", title: /First Principles/ },
  { path: "/resources", title: /^B2B Marketing Resources - First Principles$/ },
  {
    path: "/resources/the-art-of-clear-communication",
    title: /^The Art of Clear Communication - First Principles Resources$/,
  },
];

for (const { path, title } of pages) {
  test(`${path} loads, hydrates without warnings and has one title`, { tag: "@phone" }, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForApp(page);
    await expect(page).toHaveTitle(title);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await page.locator("head title").count()).toBe(1);
    await expect(page.locator('head meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
  });

  test(`${path} shows its main content without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    expect((await page.locator("main").innerText()).length).toBeGreaterThan(100);
    await context.close();
  });
}

test("the app's JavaScript is fetched only after the first contentful paint", { tag: "@phone" }, async ({ page }) => {
  for (const { path } of pages) {
    await page.goto(path);
    await waitForApp(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timing.paint, path).toBeGreaterThan(0);
    const early = timing.scripts.filter((script) => script.start < timing.paint).map((script) => script.name);
    // The boot script, and the theme script that must run before the first paint (decision 24).
    expect(early.sort(), `${path}: scripts fetched before the first paint at ${Math.round(timing.paint)} ms`).toEqual([
      expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
      "/theme.js",
    ]);
    expect(
      timing.scripts.some((script) => /entry-client-/.test(script.name)),
      path,
    ).toBe(true);
  }
});

test("links navigate client-side between every route kind, and titles follow", async ({ page }) => {
  await page.goto("/");
  await waitForApp(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const stillSameDocument = () =>
    page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page).toHaveTitle("Blog - First Principles");

  await page
    .getByRole("main")
    .getByRole("link", { name: "How to Apply First Principles Thinking in Startups", exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/how-to-apply-first-principles-thinking-in-startups$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "How to Apply First Principles Thinking in Startups",
  );

  await page.getByRole("banner").getByRole("link", { name: "Resources", exact: true }).first().click();
  await expect(page).toHaveTitle("B2B Marketing Resources - First Principles");

  await page
    .getByRole("main")
    .getByRole("link", { name: "The Art of Clear Communication", exact: true })
    .first()
    .click();
  await expect(page).toHaveTitle("The Art of Clear Communication - First Principles Resources");

  await page.goBack();
  await expect(page).toHaveTitle("B2B Marketing Resources - First Principles");
  await page.getByRole("banner").getByRole("link", { name: "First Principles", exact: true }).click();
  await expect(page).toHaveTitle("First Principles - Simple is the New Smart");
  expect(await page.locator("head title").count()).toBe(1);
  expect(await stillSameDocument()).toBe(true);
});

test("an unknown post slug lands on /blog, replacing the history entry", async ({ page, watch }) => {
  watch.allowConsole(/status of 404/);
  await page.goto("/blog");
  const lengthOnBlog = await page.evaluate(() => history.length);
  await page.goto("/blog/no-such-post");
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page).toHaveTitle("Blog - First Principles");
  expect(await page.evaluate(() => history.length)).toBe(lengthOnBlog + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
});

test("an unknown post slug reached by a client-side link also replaces the entry", async ({ page, watch }) => {
  watch.allowConsole(/status of 404/);
  await page.goto("/blog");
  await waitForApp(page);
  const before = await page.evaluate(() => history.length);
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/blog/no-such-post";
    link.textContent = "stale link";
    document.querySelector("main")?.append(link);
  });
  await page.getByRole("link", { name: "stale link" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(before + 1);
});

test("an unknown category shows the resources hub", { tag: "@phone" }, async ({ page, watch }) => {
  watch.allowConsole(/status of 404/);
  const response = await page.goto("/resources/no-such-category");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("B2B Marketing Resources - First Principles");
  await expect(page).toHaveURL(/\/resources\/no-such-category$/);
  await expect(
    page.getByRole("main").getByRole("link", { name: "The Art of Clear Communication", exact: true }).first(),
  ).toBeVisible();
});

for (const [unknown, lands] of [
  ["/blog/no-such-post", /\/blog$/],
  ["/resources/no-such-category", /\/resources\/no-such-category$/],
] as const) {
  test(
    `${unknown}, served by 404.html, resolves without asking for page data that does not exist`,
    { tag: "@phone" },
    async ({ page, watch }) => {
      // The browser reports the document's own 404 status; nothing else may fail.
      const failed: string[] = [];
      page.on("console", (message) => {
        if (/status of 404/.test(message.text()) && !message.location().url.endsWith(unknown))
          failed.push(message.location().url);
      });
      watch.allowConsole(/status of 404/);
      const asked: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("page-data.json")) asked.push(new URL(request.url()).pathname);
      });
      await page.goto(unknown);
      await expect(page).toHaveURL(lands);
      await waitForApp(page);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      expect(asked.filter((path) => path.startsWith(unknown))).toEqual([]);
      expect(failed).toEqual([]);
    },
  );
}

test(
  "any other unknown path gets the helpful not-found page with status 404",
  { tag: "@phone" },
  async ({ page, watch }) => {
    watch.allowConsole(/status of 404/);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    await expect(page).toHaveTitle("Page not found - First Principles");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(main.getByRole("link", { name: "Resources" })).toHaveAttribute("href", "/resources");
  },
);

test(
  "an address with no page, reached inside the app, shows the not-found page, not an error",
  { tag: "@phone" },
  async ({ page, watch }) => {
    watch.allowConsole(/status of 404/);
    await page.goto("/");
    await waitForApp(page);
    // As the router does on a click: push the address, and the app renders it without loading a document.
    await page.evaluate(() => {
      history.pushState({}, "", "/no/such/page");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page).toHaveTitle("Page not found - First Principles");
    await expect(page.locator("main").getByRole("link", { name: "Back to home" })).toBeVisible();
  },
);

test("a rendering error shows the error screen with a way home, not a blank page", async ({ page, watch }) => {
  watch.allowConsole(/./);
  await page.goto("/");
  await waitForApp(page);
  await page.route("**/blog/page-data.json", (route) =>
    route.fulfill({ json: { route: "blog", head: { title: "x", meta: [], links: [], jsonLd: [] } } }),
  );
  await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
});

test("the static server answers routes with and without a trailing slash and compresses", async ({ request }) => {
  for (const path of ["/blog", "/blog/", "/resources/", "/blog/how-to-apply-first-principles-thinking-in-startups/"]) {
    const response = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-encoding"], path).toBe("gzip");
  }
  const html = await (await request.get("/")).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
  const assetResponse = await request.get(asset);
  expect(assetResponse.headers()["cache-control"]).toContain("immutable");
});
