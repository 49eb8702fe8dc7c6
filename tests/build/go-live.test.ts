// The go-live check in the real build: placeholders and sample content listed with their positions, fatal with
// --production (the deploy workflow), silent with real-looking values; and the warning for a talk that links to a
// search page.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeTempDirs, runBuild, tempDataTree, tempDir } from "./helpers.ts";

const build = (data: string, out: string, ...args: string[]) => runBuild({ DATA_DIR: data, OUT_DIR: out }, args);

const fixture = (file: string) => readFile(path.resolve("tests/fixtures/go-live", file), "utf8");
const shippedLanding = () => readFile(path.resolve("data/landing.json"), "utf8");

/** `line:column` of the value after the `nth` occurrence of `key` in `text` (1-based, as the build prints it). */
function positionOf(text: string, key: string, nth = 0): string {
  let at = -1;
  for (let i = 0; i <= nth; i += 1) at = text.indexOf(key, at + 1);
  const before = text.slice(0, at + key.length);
  const line = before.split("\n").length;
  return `${line}:${before.length - before.lastIndexOf("\n")}`;
}

/** The shipped landing copy with every sample mark settled: sources for the industry figures, no marks left. */
function withoutSampleMarks(landing: string): string {
  let figures = 0;
  return landing
    .replace(/"sample": true(?=\n\s*\})/g, (mark) =>
      // The first three marks are the industry figures': a test source stands in for the owner's.
      figures++ < 3 ? '"source": { "name": "Test source for the go-live check", "year": 2024 }' : mark,
    )
    .replace(/,\n\s*"sample": true/g, "")
    .replace(/\n\s*"sample": true,/g, "");
}
/** The text a visitor reads in a built page: no tags, scripts or styles. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
const searchLink = "https://www.youtube.com/results?search_query=first+principles";

afterAll(removeTempDirs);

describe("the go-live check in `npm run build`", () => {
  it("with --production, fails on the shipped placeholders, naming each with file:line:col, and writes nothing", async () => {
    // One talk links to a search page too: the data check warns about it, naming file and line, before the go-live
    // check.
    const data = await tempDataTree({
      "resources/categories.json": (old) =>
        old.replace(/"link": "https:\/\/www\.youtube\.com\/watch\?v=eIho2S0ZahI"/, `"link": "${searchLink}"`),
    });
    const out = path.join(await tempDir("fp-live-"), "dist");
    const result = await build(data, out, "--production");
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(
      /resources\/categories\.json:12:19 {2}warning {2}categories\[0\]\.videos\[0\]\.link {2}this links to a YouTube search page, not a video/,
    );
    const block = result.output.slice(result.output.indexOf("Go-live check:"));
    expect(block).toMatch(/^Go-live check: 26 placeholders and sample items in the data/);
    const landing = await shippedLanding();
    for (const spot of [
      "site.json:6:10  error  url",
      "site.json:7:12  error  email",
      "site.json:9:13  error  founder.name",
      "site.json:12:20  error  newsletterUrl",
      "site.json:15:35  error  social[0].url",
      "site.json:16:28  error  social[1].url",
      "site.json:20:20  error  cms.repo",
      `landing.json:${positionOf(landing, '"src": ')}  error  founder.portrait.src`,
      `landing.json:${positionOf(landing, '"sample": ', 0)}  error  about.sample`,
      `landing.json:${positionOf(landing, '"sample": ', 1)}  error  about.stats[0].sample`,
      `landing.json:${positionOf(landing, '"sample": ', 4)}  error  founder.sample`,
      `landing.json:${positionOf(landing, '"sample": ', 5)}  error  founder.stats[0].sample`,
      `landing.json:${positionOf(landing, '"sample": ', 10)}  error  testimonials.sample`,
      `landing.json:${positionOf(landing, '"sample": ', 11)}  error  testimonials.items[0].sample`,
      `landing.json:${positionOf(landing, '"sample": ', 14)}  error  caseNote.sample`,
      `landing.json:${positionOf(landing, '"sample": ', 15)}  error  services.items[0].sample`,
      `landing.json:${positionOf(landing, '"sample": ', 17)}  error  services.engagement.sample`,
    ]) {
      expect(block).toContain(spot);
    }
    // The facts not announced yet are listed as information, never as errors.
    for (const field of [
      "fellowship.cohort.stipend.value",
      "fellowship.cohort.starts.value",
      "fellowship.cohort.closes.value",
      "fellowship.cohort.seats.value",
      "fellowship.howItWorks.steps[2].text",
      "fellowship.howItWorks.steps[2].time",
      "fellowship.howItWorks.steps[4].time",
    ]) {
      expect(block).toContain(`info  ${field}  not announced yet`);
      expect(block).not.toContain(`error  ${field}`);
    }
    expect(block.match(/error {2}testimonials\.items\[\d\]\.sample {2}this is a sample testimonial/g)).toHaveLength(3);
    expect(block).toContain("put the founder's real name");
    expect(result.output).toContain("Build failed: the data still has placeholders");
    expect(existsSync(out)).toBe(false);
  });

  it("with real-looking values and every owner's fact not announced yet, passes with and without --production, and no bracket reaches a page", async () => {
    // The shipped landing page keeps every fact of the next cohort and the selection step `null`.
    const data = await tempDataTree({
      "site.json": await fixture("site.json"),
      "landing.json": (old) =>
        withoutSampleMarks(old).replace(
          '"src": "/images/founder-portrait.svg"',
          '"src": "https://media.firstprinciples-studio.in/team/ananya-rao.jpg"',
        ),
    });
    const root = await tempDir("fp-live-");
    for (const args of [[], ["--production"]]) {
      const out = path.join(root, `dist${args.length}`);
      const result = await build(data, out, ...args);
      expect(result.code, result.output).toBe(0);
      expect(result.output).toContain("Go-live check: 7 facts not announced yet");
      expect(result.output).not.toContain("placeholder");
      const home = await readFile(path.join(out, "index.html"), "utf8");
      expect(visibleText(home)).toContain("will be announced with the next cohort");
      expect(visibleText(home)).not.toMatch(/\[[a-z][^\]]{0,80}\]|X,XXX/);
      expect(existsSync(path.join(out, "index.html"))).toBe(true);
      expect(await readFile(path.join(out, "index.html"), "utf8")).toContain(
        'content="https://www.firstprinciples-studio.in/cards/site.png"',
      );
      expect(await readFile(path.join(out, "index.html"), "utf8")).not.toContain("sample-mark");
    }
  });

  it("with --production, fails on one sample testimonial left among real values, naming its file:line:col", async () => {
    // Everything settled but the second testimonial, still marked sample.
    const landing = withoutSampleMarks(await shippedLanding())
      .replace(
        '"src": "/images/founder-portrait.svg"',
        '"src": "https://media.firstprinciples-studio.in/team/ananya-rao.jpg"',
      )
      .replace(
        '"company": "Series A fintech platform"',
        '"company": "Series A fintech platform",\n        "sample": true',
      );
    const data = await tempDataTree({ "site.json": await fixture("site.json"), "landing.json": landing });
    const out = path.join(await tempDir("fp-live-"), "dist");
    const result = await build(data, out, "--production");
    expect(result.code).not.toBe(0);
    const block = result.output.slice(result.output.indexOf("Go-live check:"));
    expect(block).toMatch(/^Go-live check: 1 placeholder and sample item in the data/);
    expect(block).toContain(
      `/landing.json:${positionOf(landing, '"sample": ')}  error  testimonials.items[1].sample  this is a sample testimonial`,
    );
    expect(existsSync(out)).toBe(false);
    // Without --production the same data builds, and the page labels the testimonial as a sample.
    const preview = await build(data, out);
    expect(preview.code, preview.output).toBe(0);
    expect(preview.output).toContain(
      `/landing.json:${positionOf(landing, '"sample": ')}  warning  testimonials.items[1].sample`,
    );
    const html = await readFile(path.join(out, "index.html"), "utf8");
    expect(html.match(/class="sample-mark">Sample testimonial</g)).toHaveLength(1);
  });
});
