// The go-live check in the real build: placeholders listed with their positions, fatal with --production (the
// deploy workflow), silent with real-looking values; and the warning for a talk that links to a search page.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeTempDirs, runBuild, tempDataTree, tempDir } from "./helpers.ts";

const build = (data: string, out: string, ...args: string[]) => runBuild({ DATA_DIR: data, OUT_DIR: out }, args);

const fixture = (file: string) => readFile(path.resolve("tests/fixtures/go-live", file), "utf8");
const searchLink = "https://www.youtube.com/results?search_query=first+principles";

afterAll(removeTempDirs);

describe("the go-live check in `npm run build`", () => {
  it("with --production, fails on the shipped placeholders, naming each with file:line:col, and writes nothing", async () => {
    // One talk links to a search page too: the data check warns about it, naming file and line, before the go-live check.
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
    expect(block).toMatch(/^Go-live check: 14 placeholders in the data/);
    for (const spot of [
      "site.json:6:10  error  url",
      "site.json:7:12  error  email",
      "site.json:9:13  error  founder.name",
      "site.json:12:20  error  newsletterUrl",
      "site.json:15:35  error  social[0].url",
      "site.json:16:28  error  social[1].url",
      "landing.json:49:14  error  founder.portrait.src",
      "landing.json:222:19  error  fellowship.howItWorks.steps[2].text",
      "landing.json:223:19  error  fellowship.howItWorks.steps[2].time",
      "landing.json:233:19  error  fellowship.howItWorks.steps[4].time",
      "landing.json:240:19  error  fellowship.cohort[0].detail",
      "landing.json:244:19  error  fellowship.cohort[1].detail",
      "landing.json:248:19  error  fellowship.cohort[2].detail",
      "landing.json:326:16  error  application.stipend",
    ]) {
      expect(block).toContain(spot);
    }
    expect(block).toContain("put the founder's real name");
    expect(result.output).toContain("Build failed: the data still has placeholders");
    expect(existsSync(out)).toBe(false);
  });

  it("with real-looking values, passes quietly with and without --production", async () => {
    const data = await tempDataTree({
      "site.json": await fixture("site.json"),
      "landing.json": (old) =>
        old
          .replace(
            '"src": "/images/founder-portrait.svg"',
            '"src": "https://media.firstprinciples-studio.in/team/ananya-rao.jpg"',
          )
          .replace('"stipend": "₹X,XXX a month"', '"stipend": "₹10,000 a month"')
          // The owner's fields, filled in as the owner would.
          .replace('"[how fellows are chosen]"', '"We read every application and invite a shortlist to a short call."')
          .replace('"[how long selection takes]"', '"About two weeks"')
          .replace('"[time from acceptance to the first paid piece]"', '"About four weeks after you start"')
          .replace('"[start date]"', '"1 February 2027"')
          .replace('"[last day to apply]"', '"15 January 2027"')
          .replace('"[number of seats]"', '"12"'),
    });
    const root = await tempDir("fp-live-");
    for (const args of [[], ["--production"]]) {
      const out = path.join(root, `dist${args.length}`);
      const result = await build(data, out, ...args);
      expect(result.code, result.output).toBe(0);
      expect(result.output).not.toContain("Go-live check");
      expect(result.output).not.toContain("placeholder");
      expect(existsSync(path.join(out, "index.html"))).toBe(true);
      expect(await readFile(path.join(out, "index.html"), "utf8")).toContain(
        'content="https://www.firstprinciples-studio.in/cards/site.png"',
      );
    }
  });
});
