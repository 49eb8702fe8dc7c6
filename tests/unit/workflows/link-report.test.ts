// The weekly link check's `report` job (links.yml), run as GitHub runs its step: bash -eo pipefail in a folder with no
// checkout, the report the `check` job uploaded in RUNNER_TEMP, and `gh` on the PATH. `gh` is a recorder here (no
// network): it writes down each call, and answers `issue list` with the open issue the case sets.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";

interface Step {
  run?: string;
  env?: Record<string, string>;
}
const links = parse(readFileSync(".github/workflows/links.yml", "utf8")) as {
  env: Record<string, string>;
  jobs: { report: { steps: Step[] } };
};
const step = links.jobs.report.steps.find((one) => one.run)!;

const scratch = mkdtempSync(path.join(os.tmpdir(), "link-report-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let cases = 0;

const report = "## 1 dead link\n\n- data/landing.json:12:5  404  https://gone.example/\n";

/** Runs the step; `dead` is the check job's output, `open` the open issue's number, `written` whether a report came. */
function runReport({ dead, open, written }: { dead: boolean; open?: number; written: boolean }) {
  const dir = path.join(scratch, String((cases += 1)));
  const [work, temp, bin] = [path.join(dir, "work"), path.join(dir, "temp"), path.join(dir, "bin")] as const;
  for (const folder of [work, temp, bin]) mkdirSync(folder, { recursive: true });
  if (written) writeFileSync(path.join(temp, "links.md"), report);
  const calls = path.join(dir, "gh-calls");
  const gh = path.join(bin, "gh");
  writeFileSync(
    gh,
    `#!/bin/bash\nprintf '%s\\0' "$*" >> ${JSON.stringify(calls)}\n` +
      `if [ "$1 $2" = "issue list" ]; then printf '%s' "$OPEN_ISSUE"; fi\n`,
  );
  chmodSync(gh, 0o755);
  const script = path.join(dir, "step.sh");
  writeFileSync(script, step.run!);
  const env = {
    PATH: `${bin}:/usr/bin:/bin`,
    ...links.env,
    GH_TOKEN: "token-of-the-report-job",
    DEAD: String(dead),
    OPEN_ISSUE: open === undefined ? "" : String(open),
    RUNNER_TEMP: temp,
    GITHUB_REPOSITORY: "owner/site",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_RUN_ID: "77",
  };
  // GitHub's default shell for `run`: bash --noprofile --norc -eo pipefail {0}.
  const done = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", script], {
    cwd: work,
    env,
    encoding: "utf8",
  });
  const body = path.join(temp, "links.md");
  return {
    status: done.status,
    stdout: done.stdout,
    // One call per NUL: a comment may hold several lines.
    calls: existsSync(calls) ? readFileSync(calls, "utf8").split("\0").slice(0, -1) : [],
    body: existsSync(body) ? readFileSync(body, "utf8") : "",
  };
}

describe("the link check's report job, without a checkout", () => {
  it("reads the report from the env the step names, and nothing of the repository", () => {
    expect(step.env).toEqual({ GH_TOKEN: "${{ github.token }}", DEAD: "${{ needs.check.outputs.dead }}" });
    expect(step.run).not.toMatch(/\b(npm|npx|node|tsx|scripts\/)/);
  });

  it("opens the issue, with its label, when links are dead and none is open", () => {
    const run = runReport({ dead: true, written: true });
    expect(run.status).toBe(0);
    expect(run.calls.slice(0, 2)).toEqual([
      "issue list --repo owner/site --label broken-links --state open --json number --jq .[0].number // empty",
      "label create broken-links --repo owner/site --color d93f0b --description Found by the weekly link check --force",
    ]);
    expect(run.calls.slice(2)).toHaveLength(1);
    expect(run.calls[2]).toMatch(
      /^issue create --repo owner\/site --title Broken external links --label broken-links --body-file \S+\/temp\/links\.md$/,
    );
    const today = new Date().toISOString().slice(0, 10);
    const runUrl = "https://github.com/owner/site/actions/runs/77";
    expect(run.body).toBe(`${report}\nChecked by [the weekly link check](${runUrl}) on ${today}.\n`);
  });

  it("replaces the open issue's text while links are dead", () => {
    const run = runReport({ dead: true, open: 12, written: true });
    expect(run.status).toBe(0);
    expect(run.calls.slice(1)).toHaveLength(1);
    expect(run.calls[1]).toMatch(/^issue edit 12 --repo owner\/site --body-file \S+\/temp\/links\.md$/);
  });

  it("closes the open issue, with the report as its comment, once no link is dead", () => {
    const run = runReport({ dead: false, open: 12, written: true });
    expect(run.status).toBe(0);
    expect(run.calls.slice(1)).toHaveLength(1);
    expect(run.calls[1]).toMatch(/^issue close 12 --repo owner\/site --comment ## 1 dead link\n/);
    expect(run.calls[1]).toContain("Checked by [the weekly link check](https://github.com/owner/site/actions/runs/77)");
  });

  it("leaves the issues alone when no link is dead and none is open", () => {
    const run = runReport({ dead: false, written: true });
    expect([run.status, run.calls.length]).toEqual([0, 1]);
  });

  it("warns and writes nothing when the check uploaded no report (it could not run)", () => {
    const run = runReport({ dead: true, written: false });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("::warning::No link report was written.");
    expect(run.calls).toEqual([]);
  });
});
