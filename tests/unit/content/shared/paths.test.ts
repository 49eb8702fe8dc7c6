// Site paths: the base path added and removed, absolute URLs, and where a page's files and data live.
import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  normalizePath,
  outputFile,
  pageDataPath,
  paths,
  stripBase,
  withBase,
} from "../../../../src/content/shared/paths.ts";

describe("normalizePath", () => {
  it("drops trailing slashes but keeps the root", () => {
    expect(normalizePath("/blog/")).toBe("/blog");
    expect(normalizePath("/blog//")).toBe("/blog");
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("")).toBe("/");
  });
});

describe("withBase and stripBase", () => {
  it("add the base path, with or without its trailing slash, and keep the root a slash", () => {
    expect(withBase("/", "/blog")).toBe("/blog");
    expect(withBase("/site/", "/blog")).toBe("/site/blog");
    expect(withBase("/site", "/")).toBe("/site/");
    expect(withBase("/", "")).toBe("/");
  });

  it("take the base path off a browser path, and refuse a path outside the site", () => {
    expect(stripBase("/", "/blog/")).toBe("/blog");
    expect(stripBase("/site/", "/site/blog/")).toBe("/blog");
    expect(stripBase("/site/", "/site")).toBe("/");
    expect(stripBase("/site/", "/sitemap.xml")).toBeNull();
    expect(stripBase("/site/", "/other/blog")).toBeNull();
  });
});

describe("absoluteUrl", () => {
  it("puts the origin and the base path before a site path", () => {
    expect(absoluteUrl({ origin: "https://x.example", basePath: "/" }, "/blog/a")).toBe("https://x.example/blog/a");
    expect(absoluteUrl({ origin: "https://x.example", basePath: "/site/" }, "/")).toBe("https://x.example/site/");
  });
});

describe("pageDataPath and outputFile", () => {
  it("put a page's data and HTML in its own folder, and the home page's at the root", () => {
    expect(pageDataPath("/")).toBe("/page-data.json");
    expect(pageDataPath("/blog/a/")).toBe("/blog/a/page-data.json");
    expect(outputFile("/")).toBe("index.html");
    expect(outputFile("/blog/a")).toBe("blog/a/index.html");
    expect(outputFile("/blog/a/", "page-data.json")).toBe("blog/a/page-data.json");
  });

  it("put the not-found page's files beside 404.html, where a static host looks, not in a /404/ folder", () => {
    expect(outputFile(paths.notFound())).toBe("404.html");
    expect(pageDataPath(paths.notFound())).toBe(`/${outputFile(paths.notFound(), "page-data.json")}`);
    expect(pageDataPath(paths.notFound())).not.toContain("/404/");
  });
});

describe("paths", () => {
  it("spell the files beside the pages and the home page's sections", () => {
    expect(paths.feed()).toBe("/rss.xml");
    expect(paths.sitemap()).toBe("/sitemap.xml");
    expect(paths.searchIndex("head.json")).toBe("/search/head.json");
    expect(paths.search()).toBe(`${paths.blog()}?q=`);
    expect(paths.section("apply")).toBe("/#apply");
  });
});
