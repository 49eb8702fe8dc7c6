// `npm run validate` as a maintainer runs it: its output, exit codes and GitHub annotations.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeFixtureTree } from "../../support/fixture-tree.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const apply = "posts/how-to-apply-first-principles-thinking-in-startups.json";
const tempDirs: string[] = [];

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Copies the valid fixture tree plus overlays to a temp dir, as `DATA_DIR` for the CLI. */
async function tree(...overlays: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "validate-cli-"));
  tempDirs.push(dir);
  await writeFixtureTree(dir, ...overlays);
  return dir;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  output: string;
}

/**
 * `tsx scripts/check/validate.ts` (what `npm run validate` runs) in a child process, outside GitHub Actions unless
 * asked.
 */
function validate(dataDir: string, options: { args?: string[]; github?: boolean } = {}): Promise<Run> {
  const { GITHUB_ACTIONS: _inherited, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/check/validate.ts", ...(options.args ?? [])],
      {
        cwd: root,
        env: { ...env, DATA_DIR: dataDir, NO_COLOR: "1", ...(options.github ? { GITHUB_ACTIONS: "true" } : {}) },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr, output: `${stdout}${stderr}` }),
    );
  });
}

function expectNoStackTrace(run: Run) {
  expect(run.output).not.toMatch(/^\s+at /m);
  expect(run.output).not.toMatch(/\b(Error|TypeError|ZodError):/);
}

describe("npm run validate", { timeout: 30_000 }, () => {
  it("exits 0 on a valid tree and prints what it checked", async () => {
    const run = await validate(await tree());
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Data is valid: no problems found.");
    expect(run.stdout).toMatch(/Checked 3 posts, 3 categories \(5 videos\) and 2 frameworks in \d+ ms\./);
    // The go-live list (the fixture's placeholders and stand-ins, posts included) is advice, never an error.
    expect(run.stderr).toMatch(/^\nGo-live check: \d+ placeholders and sample items in the data/);
    expect(run.stderr).toContain("/posts/how-to-apply-first-principles-thinking-in-startups.html:7:34  warning  body");
    expect(run.stderr).not.toMatch(/ {2}error {2}/);
  });

  it("exits 1 and lists every problem, in every file, with file:line:column", async () => {
    const dir = await tree("invalid/site-bad-email", "invalid/wrong-type-read-time");
    const run = await validate(dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${dir}/${apply}:7:15  error  readTime  expected the read time in minutes as a number`,
    );
    expect(run.stderr).toContain(`${dir}/site.json:7:12  error  email  expected the contact address as an email`);
    expect(run.stderr).toContain("Data check failed: 2 errors and 0 warnings in 2 files.");
    expectNoStackTrace(run);
  });

  it("refuses a redirect over a file the build writes, and body links that lead nowhere, at their file:line:column", async () => {
    const dir = await tree("invalid/redirect-from-output-file", "invalid/body-link-climbs-out");
    const run = await validate(dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${dir}/${apply}:8:42  error  redirectFrom[1]  "/robots.txt" is a live page or file of the site (robots.txt, ` +
        `which the build writes): a redirect there would collide with it; remove the entry`,
    );
    const body = apply.replace(/\.json$/, ".html");
    expect(run.stderr).toContain(
      `${dir}/${body}:8:17  error  link "/blog/../resources" has "." or ".." in its path, so it does not say where ` +
        `it leads: write the address it leads to, "/resources"`,
    );
    const missing = await validate(await tree("invalid/body-link-no-page"));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      'posts/how-to-apply-first-principles-thinking-in-startups.html:8:22  error  link "/blog/no-such-post#part-2" ' +
        "points at /blog/no-such-post, which is no page or file of the site",
    );
    expect(missing.stderr).toContain("Data check failed: 1 error and 0 warnings in 1 file.");
    expectNoStackTrace(run);
  });

  it("prints GitHub annotations only when GITHUB_ACTIONS is true", async () => {
    const dir = await tree("invalid/site-bad-email", "invalid/wrong-type-read-time");
    const plain = await validate(dir);
    expect(plain.output).not.toContain("::error");
    const github = await validate(dir, { github: true });
    expect(github.code).toBe(1);
    const annotations = github.stdout.split("\n").filter((line) => line.startsWith("::"));
    expect(annotations).toEqual([
      `::error file=${dir}/${apply},line=7,col=15::readTime: expected the read time in minutes as a number, e.g. \`6\`, found "8"`,
      `::error file=${dir}/site.json,line=7,col=12::email: expected the contact address as an email, e.g. ` +
        `\`hello@example.com\`, found "hello at first-principles.example"`,
    ]);
  });

  it("exits 0 on a tree with only warnings, and 1 with --strict", async () => {
    const dir = await tree("warnings/read-time-mismatch");
    const run = await validate(dir);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("warning  readTime  read time says 9 min");
    expect(run.stdout).toContain("Data is valid, with 0 errors and 1 warning in 1 file.");
    const strict = await validate(dir, { args: ["--strict"] });
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain(
      "Data check failed: 0 errors and 1 warning in 1 file (--strict fails on warnings).",
    );
  });

  it("reports broken JSON and a missing data folder as problems, never as a stack trace", async () => {
    const broken = await validate(
      await tree("invalid/json-missing-comma", "invalid/body-script", "invalid/missing-frameworks-json"),
    );
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("Data check failed: 3 errors and 0 warnings in 3 files.");
    expectNoStackTrace(broken);
    const missing = await validate(path.join(await tree(), "no-such-folder"));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no-such-folder\/site\.json:1:1 {2}error {2}the file is missing/);
    expectNoStackTrace(missing);
  });
});
