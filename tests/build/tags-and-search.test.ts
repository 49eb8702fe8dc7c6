// Tag pages, the tag index, related reading and the search index as `npm run build` writes them into dist/.
import path from "node:path";
import { load } from "cheerio";
import { readdir } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { listPages } from "../../src/content/pages/list-pages.ts";
import { absoluteUrl, outputFile, paths } from "../../src/content/shared/paths.ts";
import type { SearchHead } from "../../src/content/search/client/search-options.ts";
import { listTags } from "../../src/content/blog/tags.ts";
import type { Content } from "../../src/content/shared/types.ts";
import { builtInContent, distDir, readDist } from "./helpers.ts";

let content: Content;

beforeAll(async () => {
  content = await builtInContent();
});

describe("tag pages in dist/", () => {
  it("give every tag a page listing its posts newest first, with its own title, description and canonical, in the sitemap", async () => {
    const sitemap = await readDist("sitemap.xml");
    for (const tag of listTags(content.posts)) {
      const path = paths.tag(tag.slug);
      const $ = load(await readDist(outputFile(path)));
      expect($("head title").text()).toBe(`Posts tagged ${tag.name} - ${content.site.name}`);
      expect($('head meta[name="description"]').attr("content")).toContain(tag.name);
      expect($('head link[rel="canonical"]').attr("href")).toBe(absoluteUrl(content.site, path));
      expect($("h1").text()).toBe(`Posts tagged ${tag.name}`);
      const tagged = content.posts.filter((post) => post.tagRefs.some((ref) => ref.slug === tag.slug));
      expect(
        $(".post-card__link")
          .map((_i, el) => $(el).attr("href"))
          .get(),
      ).toEqual(tagged.map((post) => paths.post(post.slug)).slice(0, content.site.blogPageSize));
      expect(sitemap).toContain(`<loc>${absoluteUrl(content.site, path)}</loc>`);
    }
  });

  it("lists every tag with its number of posts on /blog/tags", async () => {
    const $ = load(await readDist(outputFile(paths.tags())));
    const rows = $(".tag-index__link")
      .map((_i, el) => `${$(el).attr("href")} ${$(el).find(".tag-index__count").text()}`)
      .get();
    expect(rows).toEqual(
      listTags(content.posts).map((tag) => `${paths.tag(tag.slug)} ${tag.count} ${tag.count === 1 ? "post" : "posts"}`),
    );
    expect(rows).toContain("/blog/tag/first-principles 3 posts");
  });

  it("link every tag chip, on cards and posts, to its tag page", async () => {
    for (const file of [outputFile(paths.blog()), ...content.posts.map((post) => outputFile(paths.post(post.slug)))]) {
      const $ = load(await readDist(file));
      const chips = $(".tag-chips a");
      expect(chips.length, file).toBeGreaterThan(0);
      chips.each((_i, el) => expect($(el).attr("href"), file).toMatch(/^\/blog\/tag\/[a-z0-9-]+$/));
    }
  });

  it("end each post with one Read next row: its neighbours, then related posts sharing a tag, three at most, each once", async () => {
    let relatedSeen = 0;
    for (const post of content.posts) {
      const $ = load(await readDist(outputFile(paths.post(post.slug))));
      expect($(".read-next").length).toBe(1);
      expect($(".read-next h2").text()).toBe("Read next");
      const cards = $(".read-next a")
        .map((_i, el) => ({ href: $(el).attr("href"), kind: $(el).find(".kicker").text() }))
        .get() as Array<{ href: string; kind: string }>;
      const related = cards.filter((card) => card.kind === "Related post").map((card) => card.href);
      const neighbours = cards.filter((card) => card.kind !== "Related post").map((card) => card.href);
      relatedSeen += related.length;
      expect(cards.length).toBeLessThanOrEqual(3);
      expect(cards.map((card) => card.href)).not.toContain(paths.post(post.slug));
      // Each post listed once: a neighbour is never related too; the neighbours come first.
      expect(new Set(cards.map((card) => card.href)).size, post.slug).toBe(cards.length);
      expect(cards.slice(0, neighbours.length).map((card) => card.href)).toEqual(neighbours);
      for (const href of related) {
        const other = content.posts.find((p) => paths.post(p.slug) === href);
        expect(
          other?.tags.some((tag) => post.tags.includes(tag)),
          `${post.slug} → ${href} shares a tag`,
        ).toBe(true);
      }
    }
    expect(relatedSeen).toBeGreaterThan(0);
  });
});

describe("the search in dist/", () => {
  it("writes the index head, its shards and document chunks under search/, and no page loads them up front", async () => {
    const head = JSON.parse(await readDist("search/index.json")) as SearchHead;
    const files = await readdir(path.join(distDir, "search"));
    for (const file of [...Object.values(head.shards), ...head.chunks]) expect(files).toContain(file);
    for (const page of listPages(content)) {
      const html = await readDist(outputFile(page.path));
      expect(html, page.path).not.toContain("search/index.json");
      expect(html, page.path).not.toMatch(/minisearch/i);
    }
  });

  it("puts a GET search form on /blog, hub and blog alike: one field and a real submit button", async () => {
    const $ = load(await readDist(outputFile(paths.blog())));
    const form = $("form#search");
    expect(form.attr("method")).toBe("get");
    expect(form.attr("action")).toBe("/blog");
    expect(form.find('input[type="search"][name="q"]').length).toBe(1);
    expect($(`label[for="${form.find("input").attr("id")}"]`).text()).toBe("Search posts and videos");
    expect(form.parent().find('[role="status"]').length).toBe(1);
    expect(form.find('button[type="submit"]').text()).toBe("Search");
    const hub = load(await readDist(outputFile(paths.resources())))("form[role=search]");
    expect([hub.attr("method"), hub.attr("action")]).toEqual(["get", "/resources"]);
    expect(hub.find('button[type="submit"]').text()).toBe("Search");
  });
});
