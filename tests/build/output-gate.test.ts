// The production build's second go-live gate, in the real build: it reads what would ship (pages, feeds, cards) and
// refuses a stand-in the data check cannot see, before the swap, so dist/ stays as it was; and on a real build's
// output it names each stand-in's pages, the text around it and the data file:line:col it came from.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { removeTempDirs, runBuild, tempDataTree, tempDir } from "./helpers.ts";
import { checkOutput } from "../../scripts/pipeline/output-gate.ts";
import { PhaseFailure } from "../../scripts/pipeline/build-error.ts";
import { loadDataFolder } from "../../scripts/check/check-data.ts";

const build = (data: string, out: string, ...args: string[]) => runBuild({ DATA_DIR: data, OUT_DIR: out }, args);
const fixture = (file: string) => readFile(path.resolve("tests/fixtures/go-live", file), "utf8");
const post = "posts/exercises-to-practice-first-principles-thinking-daily.md";
const postPage = "blog/exercises-to-practice-first-principles-thinking-daily/index.html";

/** The shipped landing copy with every sample mark settled and a real portrait: a launch-ready landing page. */
function launchReady(landing: string): string {
  let figures = 0;
  return landing
    .replace(/"sample": true(?=\n\s*\})/g, (mark) =>
      figures++ < 3 ? '"source": { "name": "Test source for the go-live check", "year": 2024 }' : mark,
    )
    .replace(/,\n\s*"sample": true/g, "")
    .replace(/\n\s*"sample": true,/g, "")
    .replace(
      '"src": "/images/founder-portrait.svg"',
      '"src": "https://media.firstprinciples-studio.in/team/ananya-rao.jpg"',
    );
}

afterAll(removeTempDirs);

describe("the output check of `npm run build -- --production`", () => {
  it("refuses a bracket the data check cannot read (written as character references), naming the page; dist/ stays", async () => {
    const data = await tempDataTree({
      "site.json": await fixture("site.json"),
      "landing.json": launchReady,
      [post]: (old) => `${old}\nWe rewrote the homepage of &#91;client name&#93; in two weeks.\n`,
    });
    const root = await tempDir("fp-output-");
    const out = path.join(root, "dist");
    const preview = await build(data, out);
    expect(preview.code, preview.output).toBe(0);
    expect(preview.output).not.toContain("Go-live check: 1 placeholder");
    const before = await readFile(path.join(out, postPage), "utf8");
    expect(before).toMatch(/&#91;client name&#93;|\[client name\]/);

    const result = await build(data, out, "--production");
    expect(result.code).not.toBe(0);
    expect(result.output).toContain("Output check: ");
    expect(result.output).toMatch(
      new RegExp(
        `${postPage.replace(/[./]/g, "\\$&")}.*\\(text\\): ` +
          `"…?We rewrote the homepage of \\[client name\\] in two weeks\\.…?" has a bracketed stand-in, "\\[client name\\]"`,
      ),
    );
    // The data file is found by the words in the brackets, since the data writes the brackets as references.
    const lines = (await readFile(path.join(data, post), "utf8")).split("\n");
    const line = lines.findIndex((one) => one.includes("&#91;client name"));
    const column = (lines[line] ?? "").indexOf("client name") + 1;
    expect(result.output).toContain(`; from ${data}/${post}:${line + 1}:${column}: put the fact`);
    expect(result.output).toContain("The phase that failed: check output.");
    // The previous output is untouched and no staging folder is left.
    expect(await readFile(path.join(out, postPage), "utf8")).toBe(before);
    expect((await readdir(root)).filter((name) => name !== "dist")).toEqual([]);
  });
});

describe("the output check on a real build's output", () => {
  it("finds stand-ins in an alt text, JSON-LD, the feeds and the cards' words, with the data file:line:col of each", async () => {
    const data = await tempDataTree({
      "site.json": (old) => old.replace('"name": "Founder Name"', '"name": "[Founder Name]"'),
      [post]: (old) =>
        old.replace(/"featuredImageAlt": "[^"]*"/, '"featuredImageAlt": "A habit tracker [to confirm: photo credit]"'),
    });
    const out = path.join(await tempDir("fp-output-"), "dist");
    const result = await build(data, out);
    expect(result.code, result.output).toBe(0);
    const { content } = await loadDataFolder(data, { root: process.cwd() });
    // The check as the production build runs it on the staging folder: it refuses, listing each stand-in.
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = await checkOutput(out, data, content!).catch((error: unknown) => error);
    printed.mockRestore();
    expect(failure).toBeInstanceOf(PhaseFailure);
    const lines = (failure as PhaseFailure).problems;
    const text = lines.join("\n");
    const siteLine = (await readFile(path.join(data, "site.json"), "utf8"))
      .split("\n")
      .findIndex((line) => line.includes("[Founder Name]"));
    const postText = await readFile(path.join(data, post), "utf8");
    const postLine = postText.split("\n").findIndex((line) => line.includes("[to confirm: photo credit]"));
    const postColumn = (postText.split("\n")[postLine] ?? "").indexOf("[to confirm") + 1;
    // The founder's name in the structured data of the home page and of every post, and in the feeds.
    expect(text).toMatch(/index\.html.*\(JSON-LD\): "\[Founder Name\]" has a bracketed stand-in/);
    expect(text).toContain(`from ${data}/site.json:${siteLine + 1}:`);
    expect(text).toMatch(/rss\.xml.*\[Founder Name\]|atom\.xml.*\[Founder Name\]|feed\.json.*\[Founder Name\]/);
    // The cover's alt text on the post page, and the card drawn for it.
    expect(text).toMatch(
      new RegExp(`${postPage.replace(/[./]/g, "\\$&")}.*\\(alt\\): .*\\[to confirm: photo credit\\]`),
    );
    expect(text).toContain(`from ${data}/${post}:${postLine + 1}:${postColumn}`);
    expect(text).toMatch(/cards\/post-exercises.*\(card\)|\(card\).*\[to confirm: photo credit\]/);
    // The shipped placeholders are there too: the `.example` addresses in links and feeds.
    expect(text).toMatch(/\(href\): "https:\/\/newsletter\.first-principles\.example\/"/);
    expect(existsSync(out)).toBe(true);
  });
});
