// scripts/preview/failed-preview.ts on a data tree that does not build (tests/fixtures/valid with invalid fixtures laid
// over it): the page lists each problem with file, line, field and message, escaped, noindex, at every address
// the content manager's View preview opens.
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { load } from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const exec = promisify(execFile);
const apply = "how-to-apply-first-principles-thinking-in-startups";
let dir: string;
let out: string;
const page = async (at: string) => load(await readFile(path.join(out, at, "index.html"), "utf8"));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "failed-preview-"));
  const data = path.join(dir, "data");
  await cp("tests/fixtures/valid", data, { recursive: true });
  for (const overlay of ["bad-date-format", "body-script", "site-url-injection"])
    await cp(path.join("tests/fixtures/invalid", overlay), data, { recursive: true, force: true });
  // A field's value carries markup, as a pull request's text may.
  const site = path.join(data, "site.json");
  await writeFile(
    site,
    (await readFile(site, "utf8")).replace(/"email": "[^"]*"/, '"email": "<img src=x onerror=alert(1)>"'),
  );
  out = path.join(dir, "out");
  const log = path.join(dir, "build.log");
  await writeFile(log, "\u001b[31mBuild failed: the data has 4 errors\u001b[0m\n");
  await exec("npx", ["tsx", "scripts/preview/failed-preview.ts", "--log", log, "--out", out], {
    env: {
      ...process.env,
      DATA_DIR: data,
      PR_NUMBER: "12",
      HEAD_SHA: "0123456789abcdef",
      RUN_URL: "https://github.com/o/r/actions/runs/1",
    },
  });
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the failed preview's page", () => {
  it("lists each problem as the build reports it: file:line:column, field, what is wrong and the fix", async () => {
    const $ = await page("");
    const items = $(".problems li")
      .map((_, li) => $(li).text())
      .get();
    expect(items).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`${apply}\\.json:6:18\\s*publishedAt\\s*expected a date written yyyy-mm-dd`)),
        expect.stringContaining(`${apply}.html:2:1`),
        expect.stringMatching(/site\.json:\d+:\d+\s*email/),
      ]),
    );
    expect($("h1").text()).toBe("This preview did not build");
    expect($(".eyebrow").text()).toBe("Preview of pull request #12");
    expect($("code").first().text()).toBe("0123456");
    expect($('a[href="https://github.com/o/r/actions/runs/1"]')).toHaveLength(1);
  });

  it("escapes what the pull request wrote: its markup is text, never an element", async () => {
    const html = await readFile(path.join(out, "index.html"), "utf8");
    const $ = load(html);
    expect($("script, img, iframe")).toHaveLength(0);
    expect($(".problems").text()).toContain("<script> is not allowed in a post body");
    expect(html).not.toMatch(/<img|<script/);
  });

  it("is kept out of search engines and loads nothing: noindex, a strict policy, no asset", async () => {
    const $ = await page("");
    expect($('meta[name="robots"]').attr("content")).toBe("noindex");
    expect($('meta[http-equiv="Content-Security-Policy"]').attr("content")).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
    expect($("link, script, img")).toHaveLength(0);
  });

  it("stands at every address View preview opens: the root, each post's and the resources hub", async () => {
    const root = await readFile(path.join(out, "index.html"), "utf8");
    for (const at of [`blog/${apply}`, "resources"])
      expect(await readFile(path.join(out, at, "index.html"), "utf8")).toBe(root);
    expect(await readFile(path.join(out, "404.html"), "utf8")).toBe(root);
  });

  it("shows the build's own report, without terminal colours, when the data is valid and the build failed later", async () => {
    const at = path.join(dir, "valid-out");
    const log = path.join(dir, "render.log");
    await writeFile(
      log,
      "Checked 3 posts\n\u001b[31m\nBuild failed: render: <Page> threw\u001b[0m\nThe phase that failed: render.\n",
    );
    await exec("npx", ["tsx", "scripts/preview/failed-preview.ts", "--log", log, "--out", at], {
      env: { ...process.env, DATA_DIR: "tests/fixtures/valid", PR_NUMBER: "13", HEAD_SHA: "fedcba9876543210" },
    });
    const $ = load(await readFile(path.join(at, "index.html"), "utf8"));
    expect($(".problems")).toHaveLength(0);
    expect($("h2").text()).toBe("What the build reported");
    expect($("pre").text()).toBe("Build failed: render: <Page> threw\nThe phase that failed: render.");
    expect($("a")).toHaveLength(0);
  }, 60_000);
});
