// One setting (the `url` in site.json) deploys the whole site under a sub-path such as /site/.
import path from "node:path";
import { load } from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeTempDirs, runBuild, serveBuild, tempDataTree, tempDir } from "./helpers.ts";

let out: string;
let origin: string;
let close: () => void;

beforeAll(async () => {
  // Two posts per list page, so the blog's three posts get a pager, whose links need the sub-path too.
  const data = await tempDataTree({
    "site.json": (old) =>
      old
        .replace('"url": "https://first-principles.example/"', '"url": "https://studio.example/site/"')
        .replace(/"blogPageSize": \d+/, '"blogPageSize": 2'),
  });
  out = path.join(await tempDir("fp-sub-"), "dist");
  const run = await runBuild({ DATA_DIR: data, OUT_DIR: out });
  if (run.code !== 0) throw new Error(run.output);
  ({ origin, close } = await serveBuild(out, "/site/"));
});
afterAll(async () => {
  close?.();
  await removeTempDirs();
});

describe("a build for https://studio.example/site/", () => {
  it("prefixes every internal link, script, stylesheet and image with /site/", async () => {
    for (const page of ["/site/", "/site/blog", "/site/resources"]) {
      const $ = load(await (await fetch(`${origin}${page}`)).text());
      const urls = $("a[href], link[href], script[src], img[src]")
        .map((_i, el) => $(el).attr("href") ?? $(el).attr("src") ?? "")
        .get();
      const internal = urls.filter((url) => url.startsWith("/"));
      expect(internal.length, page).toBeGreaterThan(5);
      expect(
        internal.filter((url) => !/^\/site([/?#]|$)/.test(url)),
        page,
      ).toEqual([]);
    }
  });

  it("prefixes the blog pager's numbered links, which are not <Link>s, like the rest", async () => {
    const $ = load(await (await fetch(`${origin}/site/blog/page/2`)).text());
    const pages = $(".pager__pages a")
      .map((_i, el) => $(el).attr("href"))
      .get();
    expect(pages).toEqual(["/site/blog", "/site/blog/page/2"]);
    expect($(".pager__pages a[aria-current=page]").attr("href")).toBe("/site/blog/page/2");
  });

  it("writes canonical URLs, the sitemap and the feed with the sub-path", async () => {
    const $ = load(await (await fetch(`${origin}/site/blog`)).text());
    expect($('link[rel="canonical"]').attr("href")).toBe("https://studio.example/site/blog");
    const sitemap = await (await fetch(`${origin}/site/sitemap.xml`)).text();
    expect(sitemap).toContain("<loc>https://studio.example/site/resources</loc>");
    expect(await (await fetch(`${origin}/site/robots.txt`)).text()).toContain(
      "Sitemap: https://studio.example/site/sitemap.xml",
    );
  });

  it("is served under the sub-path and answers 404 outside it", async () => {
    expect((await fetch(`${origin}/site/blog`)).status).toBe(200);
    expect((await fetch(`${origin}/blog`)).status).toBe(404);
  });
});
