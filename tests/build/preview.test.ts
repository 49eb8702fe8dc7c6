// A pull request's preview (decision 57): PREVIEW_URL builds the site for the preview's address, noindex throughout.
import path from "node:path";
import { load } from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlProblems } from "./html-check.ts";
import { readDist, removeTempDirs, runScript, serveBuild, tempDataTree, tempDir } from "./helpers.ts";

const previewUrl = "https://owner.github.io/site/pr-12/";
let out: string;
let origin: string;
let close: () => void;
let buildOutput: string;

beforeAll(async () => {
  const data = await tempDataTree();
  out = path.join(await tempDir("fp-preview-"), "dist");
  const run = await runScript("scripts/build.ts", { DATA_DIR: data, OUT_DIR: out, PREVIEW_URL: previewUrl });
  if (run.code !== 0) throw new Error(run.output);
  buildOutput = run.output;
  ({ origin, close } = await serveBuild(out, "/site/pr-12/"));
});
afterAll(async () => {
  close?.();
  await removeTempDirs();
});

describe(`a preview build (PREVIEW_URL=${previewUrl})`, () => {
  it("marks every page noindex, and robots.txt and the headers keep crawlers out", async () => {
    for (const page of ["", "blog", "blog/how-to-apply-first-principles-thinking-in-startups", "resources", "404"]) {
      const response = await fetch(`${origin}/site/pr-12/${page}`);
      expect(response.headers.get("x-robots-tag"), page).toBe("noindex");
      const $ = load(await response.text());
      expect($('head > meta[name="robots"]').attr("content"), page).toBe("noindex");
      expect($('head > meta[name="robots"]'), page).toHaveLength(1);
    }
    expect(await (await fetch(`${origin}/site/pr-12/robots.txt`)).text()).toBe("User-agent: *\nDisallow: /\n");
  });

  it("lives under the preview's address: links, assets and canonical URLs", async () => {
    const $ = load(await (await fetch(`${origin}/site/pr-12/blog`)).text());
    expect($('link[rel="canonical"]').attr("href")).toBe(`${previewUrl}blog`);
    const internal = $("a[href^='/'], link[href^='/'], script[src^='/']")
      .map((_i, el) => $(el).attr("href") ?? $(el).attr("src"))
      .get();
    expect(internal.length).toBeGreaterThan(5);
    expect(internal.filter((url) => !/^\/site\/pr-12([/?#]|$)/.test(url))).toEqual([]);
  });

  it("is built with the go-live check as warnings, so sample content still builds", () => {
    expect(buildOutput).toContain(
      "`npm run build -- --production` (the deploy workflow) fails until they are replaced.",
    );
  });

  it("is valid HTML, like the site", async () => {
    expect((await htmlProblems(out)).problems).toEqual([]);
  });

  it("leaves the site itself indexable: the default build has no robots meta on its pages", async () => {
    const $ = load(await readDist("index.html"));
    expect($('meta[name="robots"]')).toHaveLength(0);
    expect(await readDist("robots.txt")).toContain("Allow: /");
    expect(await readDist("_headers")).not.toContain("X-Robots-Tag: noindex\n\n/assets");
  });
});
