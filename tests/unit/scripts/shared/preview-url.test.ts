// PREVIEW_URL, the address a pull request's preview is built for (decision 57): checked as site.json's `url` is.
import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { previewUrlFromEnv as previewUrl } from "../../../../scripts/shared/environment.ts";

const saved = process.env.PREVIEW_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.PREVIEW_URL;
  else process.env.PREVIEW_URL = saved;
});

describe("PREVIEW_URL", () => {
  it("is the preview's address when set, and nothing when unset or empty", async () => {
    process.env.PREVIEW_URL = "https://owner.github.io/site/pr-12/";
    expect(await previewUrl()).toBe("https://owner.github.io/site/pr-12/");
    process.env.PREVIEW_URL = "";
    expect(await previewUrl()).toBeUndefined();
    delete process.env.PREVIEW_URL;
    expect(await previewUrl()).toBeUndefined();
  });

  it("refuses what site.json's url would refuse, saying why", async () => {
    process.env.PREVIEW_URL = "owner.github.io/pr-12";
    await expect(previewUrl()).rejects.toThrow(/^PREVIEW_URL=owner\.github\.io\/pr-12 is not a site address: expected/);
    process.env.PREVIEW_URL = "https://owner.github.io/pr-12/?x=1";
    await expect(previewUrl()).rejects.toThrow("without `?query` or `#hash`");
  });
});

describe("a command given a wrong PREVIEW_URL or BUILD_DATE", () => {
  // The commands a maintainer runs: the message and its fix, no stack trace, exit code 1, before any work starts.
  it.each([
    [
      "scripts/build.ts",
      { PREVIEW_URL: "owner.github.io/pr-12" },
      /^PREVIEW_URL=owner\.github\.io\/pr-12 is not a site address/m,
    ],
    ["scripts/build.ts", { BUILD_DATE: "1 Feb 2025" }, /^BUILD_DATE=1 Feb 2025 is not a date written yyyy-mm-dd/m],
    ["scripts/check/validate.ts", { BUILD_DATE: "2025-13-45" }, /^BUILD_DATE=2025-13-45 is not a date/m],
  ])("%s with %o says so in a line, without a stack trace", (script, env, message) => {
    const run = spawnSync(process.execPath, ["--import", "tsx", script], {
      env: { ...process.env, ...env, OUT_DIR: "/nonexistent/never-written" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain("Nothing was built or checked.");
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
