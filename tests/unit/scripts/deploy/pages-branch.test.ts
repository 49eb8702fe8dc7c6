// scripts/deploy/pages-branch.sh against a local bare repository standing in for GitHub: the site at the root around
// the previews and the custom domain (CNAME), a preview at pr-<n>/, its removal, one commit on the branch, and two
// runs pushing at once.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const exec = promisify(execFile);
const script = path.resolve("scripts/deploy/pages-branch.sh");
let dir: string;
let clone: string;

const git = async (...args: string[]) => (await exec("git", args, { cwd: clone })).stdout.trim();
const publish = (...args: string[]) => exec(script, args, { cwd: clone });
/** The files on the remote's gh-pages branch, and how many commits it has. */
async function branch(): Promise<{ files: string[]; commits: number }> {
  await git("fetch", "--quiet", "origin", "gh-pages");
  const files = (await git("ls-tree", "-r", "--name-only", "FETCH_HEAD")).split("\n");
  return { files, commits: Number(await git("rev-list", "--count", "FETCH_HEAD")) };
}
async function folder(name: string, files: Record<string, string>): Promise<string> {
  const at = path.join(dir, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(at, file)), { recursive: true });
    await writeFile(path.join(at, file), text);
  }
  return at;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "pages-branch-"));
  await exec("git", ["init", "--quiet", "--bare", path.join(dir, "remote.git")]);
  clone = path.join(dir, "clone");
  await exec("git", ["clone", "--quiet", path.join(dir, "remote.git"), clone]);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("scripts/deploy/pages-branch.sh", () => {
  it("publishes the site at the root with .nojekyll, keeping `_` files", async () => {
    await publish("site", await folder("site-1", { "index.html": "one", _headers: "h", "assets/a.js": "a" }));
    expect((await branch()).files).toEqual([".nojekyll", "_headers", "assets/a.js", "index.html"]);
  });

  it("adds a preview at pr-<n>/, and a new site build replaces the root but keeps the previews", async () => {
    await publish("preview", "7", await folder("preview-7", { "index.html": "seven", "blog/index.html": "b" }));
    await publish("site", await folder("site-2", { "index.html": "two", "assets/b.js": "b" }));
    const { files, commits } = await branch();
    expect(files).toEqual([".nojekyll", "assets/b.js", "index.html", "pr-7/blog/index.html", "pr-7/index.html"]);
    // The branch is one commit, replaced each time: it never grows with old builds.
    expect(commits).toBe(1);
  });

  it("keeps both previews when two pull requests publish at the same time", async () => {
    const [eight, nine] = await Promise.all([
      folder("preview-8", { "index.html": "eight" }),
      folder("preview-9", { "index.html": "nine" }),
    ]);
    await Promise.all([publish("preview", "8", eight), publish("preview", "9", nine)]);
    expect((await branch()).files).toEqual(
      expect.arrayContaining(["index.html", "pr-7/index.html", "pr-8/index.html", "pr-9/index.html"]),
    );
  }, 60_000);

  it("removes a closed pull request's preview, and says so when there is none", async () => {
    await publish("remove", "7");
    expect((await branch()).files.filter((file) => file.startsWith("pr-7/"))).toEqual([]);
    const again = await publish("remove", "7");
    expect(again.stdout).toContain("No preview of #7 on gh-pages.");
  });

  it("keeps the custom domain GitHub Pages wrote in CNAME when the next build does not bring one", async () => {
    await publish("site", await folder("site-cname", { "index.html": "c", CNAME: "www.studio.example\n" }));
    await publish("site", await folder("site-after", { "index.html": "after" }));
    expect((await branch()).files).toContain("CNAME");
    expect(await git("show", "FETCH_HEAD:CNAME")).toBe("www.studio.example");
  });

  it("refuses a pull request number that is not a number", async () => {
    await expect(publish("remove", "../x")).rejects.toMatchObject({ stderr: expect.stringContaining("not a number") });
  });
});
