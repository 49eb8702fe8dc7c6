// RSS, Atom and JSON Feed: the same posts, valid shapes, full bodies with absolute links, the excerpt as summary.
import * as cheerio from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";
import { absoluteLinks } from "../../../../src/content/head/feeds.ts";
import { feedLinks } from "../../../../src/content/head/feed-links.ts";
import { buildHead } from "../../../../src/content/head/head.ts";
import { loadContent } from "../../../../src/content/site/load.ts";
import type { Content } from "../../../../src/content/shared/types.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

let content: Content;
const make = (name: string) => feedLinks.find((feed) => feed.path === `/${name}`)!.make(content);

beforeAll(async () => {
  const files = (await readFixtureTree()).map((file) =>
    file.path.endsWith("startups.html")
      ? {
          ...file,
          text: `${file.text}<p>See <a href="/blog/first-principles-vs-best-practices">the comparison</a> and <img src="/images/blog/a.png" alt="A"></p>`,
        }
      : file,
  );
  content = loadContent(files, "data/").content!;
});

describe("absoluteLinks", () => {
  it("makes site paths absolute under the site's base path and leaves other addresses alone", () => {
    const site = { ...content.site, origin: "https://example.github.io", basePath: "/site/" };
    expect(
      absoluteLinks(
        site,
        '<a href="/blog/x">x</a><img src="/i.png" alt=""><a href="https://other.example/">o</a><a href="//cdn.example/x">c</a>',
      ),
    ).toBe(
      '<a href="https://example.github.io/site/blog/x">x</a><img src="https://example.github.io/site/i.png" ' +
        'alt=""><a href="https://other.example/">o</a><a href="//cdn.example/x">c</a>',
    );
  });
});

describe("the feeds", () => {
  it("are an Atom 1.0 feed with an id, title, updated date, self link, and entries with id, link, summary and full content", () => {
    const $ = cheerio.load(make("atom.xml"), { xml: true });
    expect($("feed").attr("xmlns")).toBe("http://www.w3.org/2005/Atom");
    for (const field of ["id", "title", "updated"]) expect($(`feed > ${field}`).text(), field).not.toBe("");
    expect($('feed > link[rel="self"]').attr("href")).toBe("https://first-principles.example/atom.xml");
    const entries = $("entry")
      .toArray()
      .map((entry) => $(entry));
    expect(entries.map((entry) => entry.find("link").attr("href"))).toEqual(
      content.posts.map((post) => `https://first-principles.example/blog/${post.slug}`),
    );
    for (const entry of entries) {
      for (const field of ["id", "title", "updated", "published", "summary", "content"])
        expect(entry.find(field).text(), field).not.toBe("");
      expect(entry.find("content").attr("type")).toBe("html");
    }
    expect(entries[0]!.find("summary").text()).toBe(content.posts[0]!.excerpt);
    expect(entries[0]!.find("content").text()).toContain(
      '<a href="https://first-principles.example/blog/first-principles-vs-best-practices">',
    );
    expect(entries[0]!.find("content").text()).toContain('src="https://first-principles.example/images/blog/a.png"');
  });

  it("are a JSON Feed 1.1 with the required fields and the same items", () => {
    const feed = JSON.parse(make("feed.json")) as Record<string, unknown> & { items: Array<Record<string, unknown>> };
    expect(feed).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      title: expect.any(String),
      home_page_url: "https://first-principles.example/",
      feed_url: "https://first-principles.example/feed.json",
      language: "en",
    });
    expect(feed.authors).toEqual([{ name: content.site.founder.name }]);
    expect(feed).not.toHaveProperty("author");
    expect(feed.items.map((item) => item.url)).toEqual(
      content.posts.map((post) => `https://first-principles.example/blog/${post.slug}`),
    );
    for (const item of feed.items) {
      expect(item).toMatchObject({
        id: expect.any(String),
        content_html: expect.stringContaining("<"),
        summary: expect.any(String),
        date_published: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        authors: [{ name: expect.any(String) }],
      });
    }
    expect(feed.items[0]!.content_html).toContain(
      'href="https://first-principles.example/blog/first-principles-vs-best-practices"',
    );
  });

  it("hold the same posts as the RSS feed", () => {
    const $ = cheerio.load(make("rss.xml"), { xml: true });
    expect(
      $("item > link")
        .toArray()
        .map((link) => $(link).text()),
    ).toEqual(content.posts.map((post) => `https://first-principles.example/blog/${post.slug}`));
  });

  it("are each linked from a page's head", () => {
    const head = buildHead(content.site, { path: "/" });
    expect(head.links.filter((link) => link.rel === "alternate").map((link) => [link.type, link.href])).toEqual([
      ["application/rss+xml", "https://first-principles.example/rss.xml"],
      ["application/atom+xml", "https://first-principles.example/atom.xml"],
      ["application/feed+json", "https://first-principles.example/feed.json"],
    ]);
  });
});
