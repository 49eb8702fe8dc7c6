// What the build's check reads from each page it writes: head problems, ids, and every link, as a selector-based
// reading (cheerio's `head > title`, `[id]`, `a[href]`, …) would find them.
import { describe, expect, it } from "vitest";
import { readPage } from "../../../../scripts/prerender/page-facts.ts";
import type { Site } from "../../../../src/content/shared/types.ts";

const site = { url: "https://site.example/", origin: "https://site.example", basePath: "/" } as Site;
const head =
  '<title>Page</title><meta name="description" content="About"><link rel="canonical" href="https://site.example/p">';
const page = (headHtml: string, body: string) =>
  `<!doctype html><html><head>${headHtml}</head><body>${body}</body></html>`;

describe("readPage", () => {
  it("lists ids and links in document order, with the modules the page runs and the application's", () => {
    const html = page(
      `${head}<link rel="stylesheet" href="/assets/a.css">`,
      '<main id="main"><a href="/p/2#top">next</a><a>no href</a>' +
        '<picture><source srcset="/c.avif" type="image/avif"><img src="/c.png" alt=""></picture><h2 id="top">Top</h2></main>' +
        '<script type="application/json" id="page-data" data-modules="/assets/a.js /assets/b.js" ' +
        'data-apply-modules="/assets/c.js">{"a":"</p><a href=\\"/in-json\\">"}</script>',
    );
    expect(readPage(html, site)).toEqual({
      headProblems: [],
      ids: ["main", "top", "page-data"],
      links: [
        "https://site.example/p",
        "/assets/a.css",
        "/p/2#top",
        "/c.avif",
        "/c.png",
        "/assets/a.js",
        "/assets/b.js",
        "/assets/c.js",
      ],
    });
  });

  it("lists every candidate of a srcset, without its width", () => {
    const body =
      '<picture><source srcset="/c-400.avif 400w, /c-800.avif 800w" sizes="100vw" type="image/avif">' +
      '<img src="/c.png" srcset="/c-1x.png 1x,/c-2x.png 2x" alt=""></picture>';
    expect(readPage(page(head, body), site).links.slice(1)).toEqual([
      "/c-400.avif",
      "/c-800.avif",
      "/c.png",
      "/c-1x.png",
      "/c-2x.png",
    ]);
  });

  it("decodes entities in attribute values, as a browser would", () => {
    expect(readPage(page(head, '<a href="/search?q=a&amp;b=c">x</a>'), site).links).toContain("/search?q=a&b=c");
  });

  it("finds a second <title> outside <head>, an empty title, and a missing description and canonical link", () => {
    expect(readPage(page(head, "<title>second</title>"), site).headProblems).toEqual([
      "expected exactly one <title> inside <head>, found 2 (1 in <head>)",
    ]);
    expect(readPage(page("<title> </title>", '<meta name="description" content="x">'), site).headProblems).toEqual([
      "the <title> is empty",
      "no meta description in <head>",
      'no absolute canonical link in <head> (found "")',
    ]);
  });

  it("takes the first description and canonical link, as a selector would, and wants the canonical link absolute", () => {
    const twice =
      '<title>T</title><meta name="description" content=""><meta name="description" content="late"><link rel="canonical" href="/p">';
    expect(readPage(page(twice, ""), site).headProblems).toEqual([
      "no meta description in <head>",
      'no absolute canonical link in <head> (found "/p")',
    ]);
  });
});
