// The output table: one row per file the build writes at a fixed path, and the paths a redirect may not claim.
import { describe, expect, it } from "vitest";
import { builtFileAt } from "../../../../src/content/site-checks/redirects.ts";
import { outputAt, outputFiles } from "../../../../src/content/outputs/output-files.ts";
import { buildHead } from "../../../../src/content/head/head.ts";
import { loadContent } from "../../../../src/content/site/load.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

const siteOutputs = outputFiles.filter((file) => file.in !== "data");

describe("the output table", () => {
  it("declares each path once, with a media type", () => {
    const paths = outputFiles.map((file) => `${file.in ?? "site"}:${file.path}`);
    expect(new Set(paths).size).toBe(paths.length);
    for (const file of outputFiles) expect(file.type, file.path).toMatch(/^[a-z]+\/[\w.+-]+$/);
    expect(siteOutputs.map((file) => file.path)).toEqual(
      expect.arrayContaining(["/sitemap.xml", "/robots.txt", "/rss.xml", "/atom.xml", "/feed.json"]),
    );
    expect(outputFiles.find((file) => file.in === "data")?.path).toBe("published-urls.json");
  });

  it("links the three feeds from every page's head, each a file the table writes in its format", async () => {
    const { content } = loadContent(await readFixtureTree(), "data/");
    const head = buildHead(content!.site, { path: "/blog/tags" });
    const alternates = head.links.filter((link) => link.rel === "alternate");
    expect(alternates.map((link) => [link.type, link.href, link.title])).toEqual([
      ["application/rss+xml", "https://first-principles.example/rss.xml", "First Principles blog (RSS)"],
      ["application/atom+xml", "https://first-principles.example/atom.xml", "First Principles blog (Atom)"],
      ["application/feed+json", "https://first-principles.example/feed.json", "First Principles blog (JSON Feed)"],
    ]);
    const written = (path: string) => {
      const row = siteOutputs.find((file) => file.path === path);
      const text = typeof row?.make === "function" ? row.make({ content: content!, pages: [], policy: "" }) : "";
      return { type: row?.type, text: typeof text === "string" ? text : "" };
    };
    expect(written("/rss.xml")).toMatchObject({ type: "application/rss+xml", text: expect.stringMatching(/<rss /) });
    expect(written("/atom.xml")).toMatchObject({
      type: "application/atom+xml",
      text: expect.stringMatching(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/),
    });
    expect(JSON.parse(written("/feed.json").text)).toMatchObject({ version: "https://jsonfeed.org/version/1.1" });
  });

  it("names the row that owns a path: a file, a path inside a file, or a path in one of its folders", () => {
    expect(outputAt("/robots.txt")?.path).toBe("/robots.txt");
    expect(outputAt("/robots.txt/old")?.path).toBe("/robots.txt");
    expect(outputAt("/404.html")?.make).toBe("prerender");
    expect(outputAt("/search/index.json")?.make).toBe("search index");
    expect(outputAt("/assets")?.make).toBe("vite");
    expect(outputAt("/cards/site.png")?.make).toBe("social cards");
    expect(outputAt("/published-urls.json")).toBeNull();
    expect(outputAt("/blog/rss.xml")).toBeNull();
    expect(outputAt("/robots")).toBeNull();
  });
});

describe("builtFileAt, which keeps redirects off the build's files", () => {
  const publicFiles = new Set(["favicon.svg", "images/blog/startups.png"]);
  it.each([
    ["/robots.txt", "robots.txt, which the build writes"],
    ["/_headers", "_headers, which the build writes"],
    ["/feed.json", "feed.json, which the build writes"],
    ["/search/old", "search/, which the build writes"],
    ["/favicon.svg", "public/favicon.svg, which the build copies"],
    ["/images/blog/startups.png/old", "public/images/blog/startups.png, which the build copies"],
  ])("%s is %s", (sitePath, owner) => {
    expect(builtFileAt(sitePath, publicFiles)).toBe(owner);
  });

  it("leaves other paths free", () => {
    expect(builtFileAt("/blog/old-post", publicFiles)).toBeNull();
    expect(builtFileAt("/images/blog", publicFiles)).toBeNull();
  });
});
