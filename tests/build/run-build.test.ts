// runBuild() called in-process, as a function: it returns the pages, files, timings and warnings of a build, and a
// failed build throws a BuildError that names the phase, its kind and the problems, and keeps the previous output.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BuildError } from "../../scripts/pipeline/build-error.ts";
import { runBuild } from "../../scripts/pipeline/run-build.ts";
import { removeTempDirs, tempDataTree, tempDir } from "./helpers.ts";

afterAll(removeTempDirs);

describe("runBuild()", () => {
  it("builds a data tree and returns its pages, files, timings and warnings", async () => {
    const data = await tempDataTree();
    const out = path.join(await tempDir("fp-out-"), "dist");
    const built = await runBuild({ root: process.cwd(), dataDir: data, outDir: out });
    expect(built.outDir).toBe(out);
    expect(built.pages).toBeGreaterThan(10);
    expect(built.rendered + built.reused).toBe(built.pages);
    expect(built.files).toEqual(
      expect.arrayContaining(["index.html", "sitemap.xml", "robots.txt", "admin/index.html"]),
    );
    // Each page writes its data beside its HTML.
    expect(built.files.filter((file) => file.endsWith("page-data.json")).length).toBe(built.pages);
    expect(await readFile(path.join(out, "index.html"), "utf8")).toContain("<!doctype html>");
    // Each phase starts once the phases it needs have ended, and all end within the build's time (start and wall
    // are each rounded to the millisecond, so an end may be 1 ms late).
    const { phases } = built.timings;
    const end = (phase: string) => phases[phase]!.start + phases[phase]!.wall;
    const needs: Array<[string, string[]]> = [
      ["render", ["bundle", "check data"]],
      ["write extras", ["bundle", "check data"]],
      ["verify", ["render", "write extras"]],
      ["swap", ["verify"]],
    ];
    for (const [phase, before] of needs)
      for (const need of before)
        expect(phases[phase]!.start, `${phase} after ${need}`).toBeGreaterThanOrEqual(end(need) - 1);
    expect(end("swap")).toBeLessThanOrEqual(built.timings.seconds * 1000 + 1);
    expect(phases.render!.wall).toBeGreaterThan(0);
    expect(built.timings.report.some((line) => line.trim().startsWith("render"))).toBe(true);
    expect(built.timings.seconds).toBeGreaterThan(0);
    expect(built.warnings).toEqual([]);
  });

  it("throws a BuildError naming the phase, its kind and the problems, and keeps the previous output", async () => {
    const data = await tempDataTree({
      "site.json": (old) => old.replace('"email": "hello@first-principles.example"', '"email": "not-an-email"'),
    });
    const out = path.join(await tempDir("fp-out-"), "dist");
    await mkdir(out);
    await writeFile(path.join(out, "index.html"), "previous build");
    const failed = await runBuild({ root: process.cwd(), dataDir: data, outDir: out }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(BuildError);
    expect(failed).toMatchObject({ phase: "check data", kind: "data" });
    expect((failed as BuildError).problems.join("\n")).toMatch(/site\.json:\d+:\d+ {2}error {2}email/);
    expect(await readFile(path.join(out, "index.html"), "utf8")).toBe("previous build");
  });
});
