// The blog in a real browser: the list, every post page, copying and sharing, the head tags in the raw HTML,
// leaving a post and unknown slugs. Runs against the built site (OUT_DIR), at 1440 px and, for @phone, 360 px.
import { readFileSync } from "node:fs";
import { load } from "cheerio";
import type { BrowserContext, Page } from "@playwright/test";
import { splitFrontMatter } from "../../src/content/blog/client/front-matter.ts";
import { expect, expectNoAxeViolations, test, waitForApp } from "./fixtures.ts";

const site = JSON.parse(readFileSync("data/site.json", "utf8")) as {
  url: string;
  name: string;
  newsletterUrl: string;
  founder: { name: string };
};
const canonical = (path: string) => new URL(path.replace(/^\//, ""), site.url).href;

/** The spec's table of built-in posts, newest first, with what the pages must show. */
const posts = [
  {
    slug: "how-to-apply-first-principles-thinking-in-startups",
    title: "How to Apply First Principles Thinking in Startups",
    date: "January 27, 2025",
    readTime: "8 min read",
    tags: ["First Principles", "Startups", "Strategy", "Business Model"],
  },
  {
    slug: "exercises-to-practice-first-principles-thinking-daily",
    title: "Exercises to Practice First Principles Thinking Daily",
    date: "January 26, 2025",
    readTime: "6 min read",
    tags: ["First Principles", "Mental Models", "Critical Thinking", "Daily Practice"],
  },
  {
    slug: "first-principles-vs-best-practices-when-to-copy-when-to-rebuild",
    title: "First Principles vs. Best Practices: When to Copy, When to Rebuild",
    date: "January 25, 2025",
    readTime: "7 min read",
    tags: ["First Principles", "Best Practices", "Strategy", "Innovation", "Decision Making"],
  },
] as const;
const [newest, middle, oldest] = posts;
/** A built-in post's metadata: the JSON front matter of its one file (data/posts/<slug>.md). */
const postJson = (slug: string) =>
  JSON.parse(splitFrontMatter(readFileSync(`data/posts/${slug}.md`, "utf8"))!.matter) as {
    excerpt: string;
    seoTitle: string;
    seoDescription: string;
    seoKeywords: string[];
    featuredImage?: string;
  };

async function openPost(page: Page, slug: string) {
  await page.goto(`/blog/${slug}`);
  await waitForApp(page);
}

/** Answers requests to the share services with a blank page (there is no internet here). */
async function stubShareServices(context: BrowserContext) {
  for (const host of ["https://twitter.com/**", "https://x.com/**", "https://www.linkedin.com/**"]) {
    await context.route(host, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>share</title>" }),
    );
  }
}

test.describe("blog list", () => {
  test(
    "shows the posts newest first, the newest as 'Featured Post' in larger type",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/blog");
      await waitForApp(page);
      const main = page.locator("main");
      const titles = main.getByRole("article").getByRole("heading").getByRole("link");
      await expect(titles).toHaveText(posts.map((post) => post.title));
      await expect(titles.first()).toHaveAttribute("href", `/blog/${newest.slug}`);
      const featured = main.getByRole("region", { name: "Featured Post" });
      await expect(featured.getByText("Featured Post", { exact: true })).toBeVisible();
      await expect(featured.getByRole("heading", { level: 2 })).toHaveText(newest.title);
      const size = (selector: string) =>
        main
          .locator(selector)
          .first()
          .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(await size(".featured-post .post-card__title")).toBeGreaterThan(
        (await size(".post-grid .post-card__title")) * 1.2,
      );
    },
  );

  test(
    "each item shows title, excerpt, author, date, read time, at most 3 tags and links to its post",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/blog");
      await waitForApp(page);
      for (const post of posts) {
        const card = page
          .getByRole("article")
          .filter({ has: page.getByRole("link", { name: post.title, exact: true }) });
        await expect(card).toHaveCount(1);
        await expect(card.locator(".post-card__excerpt")).toHaveText(postJson(post.slug).excerpt);
        await expect(card.locator(".post-meta")).toHaveText(`${site.founder.name}·${post.date}·${post.readTime}`);
        await expect(card.locator("time")).toHaveAttribute("datetime", /^2025-01-2\d$/);
        await expect(card.getByRole("list", { name: "Tags" }).getByRole("link")).toHaveText(post.tags.slice(0, 3));
      }
    },
  );

  test(
    "the featured cover shows the whole picture, uncropped, beside or above the text",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/blog");
      await waitForApp(page);
      const cover = page.locator(".featured-post img.post-cover");
      await expect(cover).toBeVisible();
      // The box keeps the picture's own ratio (object-fit never has anything to cut off).
      const [box, natural] = await cover.evaluate((image: HTMLImageElement) => [
        image.getBoundingClientRect().width / image.getBoundingClientRect().height,
        image.naturalWidth / image.naturalHeight,
      ]);
      expect(box).toBeCloseTo(natural!, 2);
    },
  );

  test(
    "cover images have fixed dimensions, load lazily below the featured post, and nothing shifts",
    { tag: "@phone" },
    async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: "layout-shift", buffered: true });
        Object.assign(window, { layoutShifts: shifts });
      });
      await page.goto("/blog");
      await waitForApp(page);
      const covers = page.locator("main img.post-cover");
      await expect(covers).toHaveCount(3);
      for (const cover of await covers.all()) {
        await expect(cover).toHaveAttribute("width", "1200");
        await expect(cover).toHaveAttribute("height", "630");
        await expect(cover).toHaveAttribute("alt", "");
      }
      await expect(covers.first()).toHaveAttribute("loading", "eager");
      await expect(covers.nth(1)).toHaveAttribute("loading", "lazy");
      await expect(covers.nth(2)).toHaveAttribute("loading", "lazy");
      // Scrolled to, not wheeled: a single wheel sent on a loaded machine can be dropped (see home-application.spec).
      await covers.last().scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          covers.evaluateAll((imgs) =>
            imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
          ),
        )
        .toBe(true);
      const total = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
      );
      expect(total).toBeLessThan(0.01);
    },
  );

  test("links to the external newsletter in a new tab", async ({ page }) => {
    await page.goto("/blog");
    const link = page.locator("main").getByRole("link", { name: /Subscribe to the newsletter/ });
    await expect(link).toHaveAttribute("href", site.newsletterUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  });

  test("a post card opens its post without reloading the page", async ({ page }) => {
    await page.goto("/blog");
    await waitForApp(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The first card of the grid (the newest post is featured above it), clicked away from its title.
    await page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: middle.title, exact: true }) })
      .click({ position: { x: 20, y: 20 } });
    await expect(page).toHaveURL(new RegExp(`/blog/${middle.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(middle.title);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("has no accessibility violations", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/blog");
    await waitForApp(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("post page", () => {
  for (const post of posts) {
    test(
      `${post.slug}: header bar, title, excerpt, byline, cover, body, then tags; no accessibility violations`,
      { tag: "@phone" },
      async ({ page }) => {
        await openPost(page, post.slug);
        await expect(page.getByRole("banner").getByRole("link", { name: site.name, exact: true })).toHaveAttribute(
          "href",
          "/",
        );
        await expect(page.getByRole("link", { name: "All Posts" })).toHaveAttribute("href", "/blog");
        const header = page.getByRole("article").locator("header");
        // The opening is title, standfirst and byline; the tags close the article.
        await expect(header.getByRole("list", { name: "Tags" })).toHaveCount(0);
        const footer = page.getByRole("article").locator("footer");
        await expect(footer.getByRole("list", { name: "Tags" }).getByRole("link")).toHaveText([...post.tags]);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
        await expect(header.locator(".post-header__excerpt")).toHaveText(postJson(post.slug).excerpt);
        await expect(header.locator(".post-meta")).toContainText(site.founder.name);
        await expect(header.locator(".post-meta time")).toHaveText(post.date);
        await expect(header.locator(".post-meta")).toContainText(post.readTime);
        const cover = page.locator(".post__cover");
        await expect(cover).toHaveAttribute("alt", /^.{20,}$/);
        const [coverBox, bodyBox] = [await cover.boundingBox(), await page.locator(".prose").boundingBox()];
        expect(coverBox!.width).toBeGreaterThanOrEqual(bodyBox!.width);
        expect(await page.locator(".prose h2").count()).toBeGreaterThanOrEqual(4);
        expect((await page.locator(".prose").innerText()).split(/\s+/).length).toBeGreaterThan(1000);
        await expectNoAxeViolations(page);
      },
    );
  }

  test("the body has real typography: display-font headings, a reading measure, styled lists and quotes", async ({
    page,
  }) => {
    await openPost(page, newest.slug);
    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
    expect(await style(".prose h2", "font-family")).toContain("Fraunces");
    expect(await style(".prose h3", "font-family")).toContain("Fraunces");
    const paragraph = page.locator(".prose > p").first();
    const measure = await paragraph.evaluate(
      (el) => el.getBoundingClientRect().width / parseFloat(getComputedStyle(el).fontSize),
    );
    expect(measure).toBeGreaterThan(30);
    expect(measure).toBeLessThan(40); // about 68 characters of Inter per line
    expect(
      parseFloat(await style(".prose", "line-height")) / parseFloat(await style(".prose", "font-size")),
    ).toBeGreaterThanOrEqual(1.6);
    expect(await style(".prose blockquote", "border-left-style")).toBe("solid");
    expect(await style(".prose ul", "padding-left")).not.toBe("0px");
  });

  test(
    "the comparison table stays inside the article: stacked rows on a phone, never a page that scrolls sideways",
    { tag: "@phone" },
    async ({ page }) => {
      await openPost(page, oldest.slug);
      const region = page.getByRole("region", { name: /best practices vs\. first principles/i });
      await expect(region.locator("table th")).toHaveText(["Dimension", "Best practices", "First principles"]);
      await expect(region).toHaveAttribute("tabindex", "0");
      const viewport = page.viewportSize()!.width;
      // Nothing hidden off to the side: on a phone each row is a card (see navigation.spec.ts for the labels).
      expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
    },
  );

  test("the footer card invites readers to the newsletter in a new tab", { tag: "@phone" }, async ({ page }) => {
    await openPost(page, middle.slug);
    const card = page.getByRole("complementary", { name: "Enjoyed this post?" });
    await expect(card.getByRole("heading", { name: "Enjoyed this post?" })).toBeVisible();
    await expect(card).toContainText("First Principles thinking, B2B marketing and clear communication");
    const link = card.getByRole("link", { name: /Subscribe to Newsletter/ });
    await expect(link).toHaveAttribute("href", site.newsletterUrl);
    await expect(link).toHaveAttribute("target", "_blank");
  });

  test("previous/next links keep the reader reading, in both directions", async ({ page }) => {
    await openPost(page, newest.slug);
    const nav = page.getByRole("navigation", { name: "Read next" });
    await expect(nav.getByRole("link", { name: /Newer post|Older post/ })).toHaveCount(1);
    await nav.getByRole("link", { name: /Older post/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${middle.slug}$`));
    await expect(nav.getByRole("link", { name: /Newer post/ })).toHaveAttribute("href", `/blog/${newest.slug}`);
    await nav.getByRole("link", { name: /Older post/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(oldest.title);
    await expect(nav.getByRole("link", { name: /Newer post|Older post/ })).toHaveCount(1);
    await expect(nav.getByRole("link", { name: /Newer post/ })).toContainText(middle.title);
  });
});

test.describe("copy link", () => {
  test(
    "writes the post's canonical URL to the clipboard and confirms it politely",
    { tag: "@phone" },
    async ({ page, context, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
      await openPost(page, middle.slug);
      const button = page.getByRole("button", { name: /^(Copy link|Link copied)$/ });
      await expect(button).toHaveText("Copy link");
      await button.click();
      await expect(page.getByRole("status").filter({ hasText: "Link copied to clipboard." })).toHaveAttribute(
        "aria-live",
        "polite",
      );
      await expect(button).toHaveText("Link copied");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical(`/blog/${middle.slug}`));
      expect(canonical(`/blog/${middle.slug}`)).toBe(`${site.url}blog/${middle.slug}`);
    },
  );

  test("without the Clipboard API, falls back to the copy command and still confirms", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
    const page = await context.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
      document.addEventListener("copy", (event) => {
        const field = event.target as HTMLTextAreaElement;
        Object.assign(window, { copied: field.value.slice(field.selectionStart, field.selectionEnd) });
      });
    });
    await openPost(page, oldest.slug);
    expect(await page.evaluate(() => navigator.clipboard)).toBeUndefined();
    const button = page.getByRole("button", { name: /^(Copy link|Link copied)$/ });
    await button.click();
    await expect(page.getByRole("status")).toHaveText("Link copied to clipboard.");
    expect(await page.evaluate(() => (window as unknown as { copied?: string }).copied)).toBe(
      canonical(`/blog/${oldest.slug}`),
    );
    await expect(button).toBeFocused();
    await expect(page.locator("textarea")).toHaveCount(0);
    // Another tab of the same browser reads what the fallback really put on the clipboard.
    const reader = await context.newPage();
    await reader.goto("/blog");
    expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(canonical(`/blog/${oldest.slug}`));
    await context.close();
  });

  test(
    "when no way of copying works, shows the URL selected with the keyboard shortcut",
    { tag: "@phone" },
    async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
        document.execCommand = () => false;
      });
      await openPost(page, newest.slug);
      await page.getByRole("button", { name: /^(Copy link|Link copied)$/ }).click();
      const field = page.getByRole("textbox", { name: "Link to this post" });
      await expect(field).toHaveValue(canonical(`/blog/${newest.slug}`));
      await expect(field).toBeFocused();
      expect(await field.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([
        0,
        canonical(`/blog/${newest.slug}`).length,
      ]);
      await expect(page.getByRole("status")).toContainText("press Ctrl+C or Cmd+C");
      await expect(page.locator(".copy-link__hint")).toBeVisible();
      await expectNoAxeViolations(page, ".share-bar");
    },
  );
});

test.describe("share buttons", () => {
  const services = [
    {
      name: /Share on X/,
      check: (url: URL, post: (typeof posts)[number]) => {
        expect(`${url.origin}${url.pathname}`).toBe("https://twitter.com/intent/tweet");
        expect(url.searchParams.get("text")).toBe(`${post.title} - ${postJson(post.slug).excerpt}`);
        expect(url.searchParams.get("url")).toBe(canonical(`/blog/${post.slug}`));
      },
    },
    {
      name: /Share on LinkedIn/,
      check: (url: URL, post: (typeof posts)[number]) => {
        expect(`${url.origin}${url.pathname}`).toBe("https://www.linkedin.com/sharing/share-offsite/");
        expect(url.searchParams.get("url")).toBe(canonical(`/blog/${post.slug}`));
      },
    },
  ];

  for (const service of services) {
    test(
      `${service.name.source} opens a 600x400 popup with the share URL, cut off from this page`,
      { tag: "@phone" },
      async ({ page, context }) => {
        await stubShareServices(context);
        await page.addInitScript(() => {
          const open = window.open.bind(window);
          const calls: string[][] = [];
          Object.assign(window, { openCalls: calls });
          window.open = (...args: Parameters<typeof window.open>) => {
            calls.push(args.map(String));
            return open(...args);
          };
        });
        await openPost(page, newest.slug);
        const [popup] = await Promise.all([
          page.waitForEvent("popup"),
          page.getByRole("link", { name: service.name }).click(),
        ]);
        await popup.waitForLoadState();
        service.check(new URL(popup.url()), newest);
        const [[, , features]] = (await page.evaluate(
          () => (window as unknown as { openCalls: string[][] }).openCalls,
        )) as [[string, string, string]];
        expect(features).toMatch(/^width=600,height=400,left=\d+,top=\d+$/);
        expect(await popup.evaluate(() => window.opener)).toBeNull();
        expect(page.url()).toMatch(new RegExp(`/blog/${newest.slug}$`));
      },
    );

    test(`${service.name.source} still works when the popup is blocked: the link opens a new tab`, async ({
      page,
      context,
    }) => {
      await stubShareServices(context);
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await openPost(page, oldest.slug);
      const link = page.getByRole("link", { name: service.name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await tab.waitForLoadState();
      service.check(new URL(tab.url()), oldest);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      expect(page.url()).toMatch(new RegExp(`/blog/${oldest.slug}$`));
    });
  }
});

test.describe("head tags", () => {
  for (const post of posts) {
    test(`${post.slug}: the raw prerendered HTML carries the head tags before any JavaScript runs`, async ({
      request,
    }) => {
      const response = await request.get(`/blog/${post.slug}`);
      expect(response.status()).toBe(200);
      const $ = load(await response.text());
      const data = postJson(post.slug);
      const url = canonical(`/blog/${post.slug}`);
      expect($("head > title").length).toBe(1);
      expect($("head > title").text()).toBe(data.seoTitle);
      expect($('head > meta[name="description"]').attr("content")).toBe(data.seoDescription);
      expect($('head > meta[name="keywords"]').attr("content")).toBe(data.seoKeywords.join(", "));
      expect($('head > link[rel="canonical"]').attr("href")).toBe(url);
      expect($('head > meta[property="og:type"]').attr("content")).toBe("article");
      expect($('head > meta[property="og:url"]').attr("content")).toBe(url);
      expect($('head > meta[property="og:title"]').attr("content")).toBe(data.seoTitle);
      expect($('head > meta[property="og:image"]').attr("content")).toBe(canonical(`/cards/post-${post.slug}.png`));
      const ld = $('script[type="application/ld+json"]')
        .map((_i, el) => JSON.parse($(el).text()) as Record<string, unknown>)
        .get();
      expect(ld).toEqual([
        expect.objectContaining({
          "@type": "BlogPosting",
          headline: post.title,
          datePublished: expect.stringMatching(/^2025-01-2\d$/),
          url,
        }),
      ]);
      // Sharing works without JavaScript: the buttons are plain links with the share URLs.
      expect($('a[href^="https://twitter.com/intent/tweet?"]').length).toBe(1);
      expect($('a[href^="https://www.linkedin.com/sharing/share-offsite/?"]').length).toBe(1);
      expect($("[style]").length).toBe(0);
    });
  }

  test("leaving a post restores the default title and removes the post's tags", async ({ page }) => {
    await openPost(page, newest.slug);
    await expect(page).toHaveTitle(postJson(newest.slug).seoTitle);
    await expect(page.locator('head meta[name="keywords"]')).toHaveCount(1);
    await page.getByRole("link", { name: "All Posts" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).toHaveTitle(`Blog - ${site.name}`);
    await expect(page.locator('head meta[name="keywords"]')).toHaveCount(0);
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute("content", "website");
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveTitle(postJson(newest.slug).seoTitle);
    await page.getByRole("banner").getByRole("link", { name: site.name, exact: true }).click();
    await expect(page).toHaveTitle(/^First Principles - /);
    expect(await page.locator("head title").count()).toBe(1);
  });
});

test.describe("unknown slug", () => {
  test("a direct visit lands on /blog, replacing the unknown address in the history", async ({ page, watch }) => {
    watch.allowConsole(/status of 404/);
    await openPost(page, oldest.slug);
    const before = await page.evaluate(() => history.length);
    await page.goto("/blog/no-such-post");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).toHaveTitle(`Blog - ${site.name}`);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
    // One entry for the visit itself; the redirect added none.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/blog/${oldest.slug}$`));
  });

  test("a stale link from a post replaces its own entry: Back returns to the post", async ({ page, watch }) => {
    watch.allowConsole(/status of 404/);
    await openPost(page, middle.slug);
    const before = await page.evaluate(() => history.length);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/blog/no-such-post";
      link.textContent = "stale link";
      document.querySelector(".prose")?.append(link);
    });
    await page.getByRole("link", { name: "stale link" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/blog/${middle.slug}$`));
  });
});
