// The blog pages as `npm run build` writes them: everything a reader, a crawler or a share preview needs is in the
// HTML before JavaScript runs, and nothing in it breaks the strict Content-Security-Policy.
import { load } from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";
import { listPages } from "../../src/content/pages/list-pages.ts";
import { absoluteUrl, outputFile, paths } from "../../src/content/shared/paths.ts";
import type { Content } from "../../src/content/shared/types.ts";
import { builtInContent, readDist } from "./helpers.ts";

let content: Content;

beforeAll(async () => {
  content = await builtInContent();
});

const blogPaths = () =>
  listPages(content)
    .filter((page) => ["blog", "blogPage", "post"].includes(page.route))
    .map((page) => page.path);

describe("blog pages in dist/", () => {
  it("carry no inline style attributes and no inline event handlers (the CSP allows neither)", async () => {
    for (const page of blogPaths()) {
      const $ = load(await readDist(outputFile(page)));
      expect($("[style]").length, page).toBe(0);
      const handlers = $("*").filter((_i, el) =>
        Object.keys((el as { attribs?: Record<string, string> }).attribs ?? {}).some((name) => name.startsWith("on")),
      );
      expect(handlers.length, page).toBe(0);
    }
  });

  it("give every cover image its dimensions, so nothing shifts while it loads", async () => {
    for (const page of blogPaths()) {
      const $ = load(await readDist(outputFile(page)));
      $("img.post-cover").each((_i, el) => {
        expect($(el).attr("width"), page).toBe("1200");
        expect($(el).attr("height"), page).toBe("630");
        expect($(el).attr("alt"), page).toBeDefined();
      });
    }
  });

  it("prerender the list with every post linked, newest first", async () => {
    const $ = load(await readDist(outputFile(paths.blog())));
    const links = $(".post-card__title a")
      .map((_i, el) => $(el).attr("href"))
      .get();
    expect(links).toEqual(content.posts.slice(0, content.site.blogPageSize).map((post) => paths.post(post.slug)));
    expect($(".featured-post").text()).toContain("Featured Post");
  });

  it("prerender each post with its share links, the article body and the BlogPosting JSON-LD", async () => {
    for (const post of content.posts) {
      const $ = load(await readDist(outputFile(paths.post(post.slug))));
      const url = absoluteUrl(content.site, paths.post(post.slug));
      expect($("h1").text()).toBe(post.title);
      expect(new URL($('a[href^="https://twitter.com/intent/tweet"]').attr("href") ?? "").searchParams.get("url")).toBe(
        url,
      );
      expect(
        new URL($('a[href^="https://www.linkedin.com/sharing/share-offsite/"]').attr("href") ?? "").searchParams.get(
          "url",
        ),
      ).toBe(url);
      expect($(".prose p").length).toBeGreaterThan(5);
      const ld = JSON.parse($('script[type="application/ld+json"]').text()) as { "@type": string; url: string };
      expect(ld).toMatchObject({ "@type": "BlogPosting", url });
    }
  });
});
