// A build of a tree with a Markdown post, a draft, a scheduled post and an updated post (tests/fixtures/publishing),
// counted on 2025-02-01: what it publishes, what it holds back, and what the pages and feeds say.
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { load } from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFixtureTree } from "../unit/support/fixture-tree.ts";
import { removeTempDirs, runBuild, tempDir, type BuildRun } from "./helpers.ts";

let out: string;
let run: BuildRun;
const read = (file: string) => readFile(path.join(out, file), "utf8");
const origin = "https://first-principles.example";

beforeAll(async () => {
  const root = await tempDir("fp-publishing-");
  await writeFixtureTree(path.join(root, "data"), "publishing");
  out = path.join(root, "dist");
  const previous = process.env.BUILD_DATE;
  process.env.BUILD_DATE = "2025-02-01";
  try {
    run = await runBuild({ DATA_DIR: path.join(root, "data"), OUT_DIR: out });
  } finally {
    if (previous === undefined) delete process.env.BUILD_DATE;
    else process.env.BUILD_DATE = previous;
  }
  if (run.code !== 0) throw new Error(run.output);
});
afterAll(removeTempDirs);

describe("a build on 2025-02-01", () => {
  it("prints what it held back and the date the scheduled post goes live", () => {
    expect(run.output).toMatch(/Held back: \S+posts\/draft-post\.json \(Unfinished Thoughts On Churn\), a draft\./);
    expect(run.output).toMatch(
      /Held back: \S+posts\/scheduled-post\.json \(Next Month's Post On Onboarding\), scheduled, goes live on 2025-03-01\./,
    );
  });

  it("writes no page for the draft or the scheduled post, and leaves them out of the list, sitemap and every feed", async () => {
    expect(await readdir(path.join(out, "blog"))).not.toEqual(expect.arrayContaining(["draft-post"]));
    const everywhere = [
      await read("blog/index.html"),
      await read("sitemap.xml"),
      await read("rss.xml"),
      await read("atom.xml"),
      await read("feed.json"),
    ];
    for (const text of everywhere) {
      expect(text).toContain("pricing-from-first-principles");
      expect(text).not.toMatch(/unfinished-thoughts-on-churn|next-months-post-on-onboarding/);
    }
    for (const slug of ["unfinished-thoughts-on-churn", "next-months-post-on-onboarding"]) {
      await expect(read(`blog/${slug}/index.html`)).rejects.toThrow();
    }
  });

  it("renders the Markdown post: a scrollable table, highlighted code with classes only, anchored headings and contents", async () => {
    const html = await read("blog/pricing-from-first-principles/index.html");
    const $ = load(html);
    const body = $(".post__body");
    expect(body.find('.table-scroll[role="region"] table th[align="right"]').text()).toBe("Per month");
    expect(body.find("del").text()).toBe("three");
    expect(body.find("pre code.hljs.language-ts .hljs-keyword").first().text()).toBe("const");
    expect(body.find("pre").attr("tabindex")).toBe("0");
    expect(body.find("[style]").length).toBe(0);
    expect(
      body
        .find("h2")
        .map((_i, el) => $(el).attr("id"))
        .get(),
    ).toEqual(["what-the-customer-pays-today", "the-calculation", "what-to-charge"]);
    expect(
      body
        .find("h2 > a.heading-anchor")
        .map((_i, el) => $(el).attr("href"))
        .get(),
    ).toEqual(["#what-the-customer-pays-today", "#the-calculation", "#what-to-charge"]);
    const toc = $('nav[aria-labelledby="contents-title"]');
    expect(
      toc
        .find("a")
        .map((_i, el) => [[$(el).attr("href"), $(el).text()]])
        .get(),
    ).toEqual([
      ["#what-the-customer-pays-today", "What the customer pays today"],
      ["#the-calculation", "The calculation"],
      ["#what-to-charge", "What to charge"],
    ]);
    expect(body.find('a[href="/blog/first-principles-vs-best-practices"]').length).toBe(1);
    expect($(".post-meta").text()).toContain("1 min read");
  });

  it("gives a post with fewer than three sections no contents", async () => {
    const $ = load(await read("blog/how-to-apply-first-principles-thinking-in-startups/index.html"));
    expect($(".post__body h2").length).toBeLessThan(3);
    expect($('nav[aria-labelledby="contents-title"]').length).toBe(0);
  });

  it("shows the updated post's date and uses it for dateModified, the sitemap's lastmod and the feeds", async () => {
    const $ = load(await read("blog/first-principles-vs-best-practices/index.html"));
    expect($(".post-header__updated").text()).toBe("Updated January 31, 2025");
    expect($(".post-header__updated time").attr("datetime")).toBe("2025-01-31");
    const ld = JSON.parse($('script[type="application/ld+json"]').first().text()) as Record<string, string>;
    expect(ld).toMatchObject({ datePublished: "2025-01-25", dateModified: "2025-01-31" });
    expect(await read("sitemap.xml")).toContain(
      `<loc>${origin}/blog/first-principles-vs-best-practices</loc><lastmod>2025-01-31</lastmod>`,
    );
    const feed = JSON.parse(await read("feed.json")) as { items: Array<{ url: string; date_modified: string }> };
    expect(feed.items.find((item) => item.url.endsWith("/first-principles-vs-best-practices"))?.date_modified).toBe(
      "2025-01-31T00:00:00.000Z",
    );
  });

  it("links the three feeds from every page's head, and the feeds carry full bodies with absolute links", async () => {
    for (const file of [
      "index.html",
      "blog/index.html",
      "blog/pricing-from-first-principles/index.html",
      "resources/index.html",
      "404.html",
    ]) {
      const $ = load(await read(file));
      expect(
        $('head link[rel="alternate"]')
          .map((_i, el) => $(el).attr("href"))
          .get(),
        file,
      ).toEqual([`${origin}/rss.xml`, `${origin}/atom.xml`, `${origin}/feed.json`]);
    }
    const atom = load(await read("atom.xml"), { xml: true });
    const entry = atom("entry").filter(
      (_i, el) => atom(el).find("link").attr("href") === `${origin}/blog/pricing-from-first-principles`,
    );
    expect(entry.find("summary").text()).toBe(
      "Work out a price from what a customer saves, not from what competitors charge.",
    );
    expect(entry.find("content").text()).toContain(
      `<a href="${origin}/blog/first-principles-vs-best-practices">comparison</a>`,
    );
    expect(entry.find("content").text()).toContain('<span class="hljs-keyword">const</span>');
  });
});
