// A blog bigger than one page: paginated list pages, the featured post on page 1, a feed capped at its limit.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { load } from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSyntheticDataTree } from "../../scripts/measure/synthetic-data.ts";
import { removeTempDirs, runBuild, tempDir } from "./helpers.ts";

let out: string;
const read = (file: string) => readFile(path.join(out, file), "utf8");
const postLinks = ($: ReturnType<typeof load>) =>
  new Set(
    $('main a[href^="/blog/"]')
      .map((_i, el) => $(el).attr("href") ?? "")
      .get()
      .filter((href) => !href.startsWith("/blog/page/") && !href.startsWith("/blog/tag/")),
  );

beforeAll(async () => {
  const root = await tempDir("fp-pages-");
  await writeSyntheticDataTree(path.join(root, "data"), 25);
  out = path.join(root, "dist");
  const run = await runBuild({ DATA_DIR: path.join(root, "data"), OUT_DIR: out });
  if (run.code !== 0) throw new Error(run.output);
});
afterAll(removeTempDirs);

describe("25 posts at 10 per page", () => {
  it("prerenders /blog, /blog/page/2 and /blog/page/3 with their own canonical URLs", async () => {
    for (const [file, canonical] of [
      ["blog/index.html", "/blog"],
      ["blog/page/2/index.html", "/blog/page/2"],
      ["blog/page/3/index.html", "/blog/page/3"],
    ] as const) {
      const $ = load(await read(file));
      expect($('link[rel="canonical"]').attr("href")).toBe(`https://first-principles.example${canonical}`);
    }
  });

  it("puts 10 posts on each full page (the featured one included) and the rest on the last", async () => {
    expect(postLinks(load(await read("blog/index.html"))).size).toBe(10);
    expect(postLinks(load(await read("blog/page/2/index.html"))).size).toBe(10);
    expect(postLinks(load(await read("blog/page/3/index.html"))).size).toBe(5);
  });

  it("shows the featured post on the first page only", async () => {
    expect(await read("blog/index.html")).toContain("Featured Post");
    expect(await read("blog/page/2/index.html")).not.toContain("Featured Post");
  });

  it("links the pages to each other", async () => {
    const middle = load(await read("blog/page/2/index.html"));
    const hrefs = middle("main a")
      .map((_i, el) => middle(el).attr("href"))
      .get();
    expect(hrefs).toContain("/blog");
    expect(hrefs).toContain("/blog/page/3");
  });

  it("carries the newest posts in the feed, up to the feed limit", async () => {
    const $ = load(await read("rss.xml"), { xml: true });
    expect($("item").length).toBe(20);
  });
});
