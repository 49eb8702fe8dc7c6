// Old addresses keep working: redirect pages and `_redirects` from `redirectFrom`, and the record of published
// addresses that a build writes into the data folder it built and that a later change is checked against.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { load } from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeTempDirs, runBuild, runScript, tempDataTree, tempDir, type BuildRun } from "./helpers.ts";

afterAll(removeTempDirs);

// One file: JSON front matter, then the body (decision 39).
const postFile = "posts/how-to-apply-first-principles-thinking-in-startups.md";
const oldPath = "/blog/first-principles-for-founders";
const newPath = "/blog/how-to-apply-first-principles-thinking-in-startups";
let data = "";
let out = "";
let first: BuildRun;
let repoRecord = "";

beforeAll(async () => {
  repoRecord = await readFile("data/published-urls.json", "utf8");
  // A fresh site (temporary trees carry no record) with one old address for a post and one for a category.
  data = await tempDataTree({
    [postFile]: (old) => old.replace('"title":', `"redirectFrom": ["${oldPath}/"],\n  "title":`),
    "resources/categories.json": (old) =>
      old.replace(
        '"name": "The Art of Clear Communication",',
        '"name": "The Art of Clear Communication",\n      "redirectFrom": ["/resources/clear-communication"],',
      ),
  });
  out = path.join(await tempDir("fp-redirects-"), "dist");
  first = await runBuild({ DATA_DIR: data, OUT_DIR: out });
}, 240_000);

describe("redirectFrom", () => {
  it("writes a page at the old address that redirects at once, with canonical, noindex and a visible link", async () => {
    expect(first.code, first.output).toBe(0);
    const $ = load(await readFile(path.join(out, oldPath.slice(1), "index.html"), "utf8"));
    expect($('meta[http-equiv="refresh"]').attr("content")).toBe(`0; url=${newPath}`);
    expect($('link[rel="canonical"]').attr("href")).toBe(`https://first-principles.example${newPath}`);
    expect($('meta[name="robots"]').attr("content")).toBe("noindex");
    expect($(`a[href="${newPath}"]`).text()).toBe("How to Apply First Principles Thinking in Startups");
    expect($("script").length).toBe(0);
    expect($('meta[http-equiv="Content-Security-Policy"]').attr("content")).toContain("default-src 'self'");
  });

  it("writes a 301 line per redirect into _redirects, and leaves old addresses out of the sitemap", async () => {
    const lines = (await readFile(path.join(out, "_redirects"), "utf8")).trim().split("\n").sort();
    expect(lines).toEqual([
      `${oldPath} ${newPath} 301`,
      "/resources/clear-communication /resources/the-art-of-clear-communication 301",
    ]);
    const sitemap = await readFile(path.join(out, "sitemap.xml"), "utf8");
    expect(sitemap).not.toContain(oldPath);
    expect(sitemap).not.toContain("/resources/clear-communication<");
  });
});

describe("the record of published addresses", () => {
  it("is written into the data folder that was built (a fresh site starts one), never into the repository's", async () => {
    const record = JSON.parse(await readFile(path.join(data, "published-urls.json"), "utf8")) as {
      published: string[];
    };
    expect(record.published).toContain(newPath);
    expect(record.published).toContain("/resources/the-art-of-clear-communication");
    expect(record.published).not.toContain(oldPath);
    expect(await readFile("data/published-urls.json", "utf8")).toBe(repoRecord);
  });

  it("after a title change moves a post, a preview build warns and keeps the old address; validation and the deploy fail", async () => {
    const file = path.join(data, postFile);
    const original = await readFile(file, "utf8");
    await writeFile(
      file,
      original.replace(
        '"How to Apply First Principles Thinking in Startups"',
        '"How to Apply First Principles in Any Startup"',
      ),
    );
    const fixes = (output: string) => {
      expect(output).toContain(`"${newPath}" was published but no post has this address any more`);
      expect(output).toContain('set "slug": "how-to-apply-first-principles-thinking-in-startups"');
      expect(output).toContain(`add "${newPath}" to the post's "redirectFrom" list`);
      expect(output).toContain('"retired"');
    };
    const preview = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(preview.code, preview.output).toBe(0);
    expect(preview.output).toMatch(/published-urls\.json:\d+:\d+\s+warning\s+published\[\d+\]/);
    fixes(preview.output);
    const record = JSON.parse(await readFile(path.join(data, "published-urls.json"), "utf8")) as {
      published: string[];
    };
    expect(record.published).toContain(newPath);
    expect(record.published).toContain("/blog/how-to-apply-first-principles-in-any-startup");

    const validate = await runScript("scripts/check/validate.ts", { DATA_DIR: data });
    expect(validate.code).toBe(1);
    expect(validate.output).toMatch(/published-urls\.json:\d+:\d+\s+error\s+published\[\d+\]/);
    fixes(validate.output);

    const before = await readFile(path.join(out, "index.html"), "utf8");
    const deploy = await runBuild({ DATA_DIR: data, OUT_DIR: out }, ["--production"]);
    expect(deploy.code).toBe(1);
    expect(deploy.output).toMatch(/published-urls\.json:\d+:\d+\s+error\s+published\[\d+\]/);
    fixes(deploy.output);
    expect(await readFile(path.join(out, "index.html"), "utf8")).toBe(before);
  }, 360_000);
});
