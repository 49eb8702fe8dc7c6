// scripts/deploy/pages-branch.sh run from the clone the workflows really get (actions/checkout@v4 with
// `sparse-checkout: scripts/deploy`: cone mode, blob-less, depth 1), against a local repository whose gh-pages
// branch already holds a custom domain (CNAME) and an open preview: publish, removal and the site's deploy.
import { execFile } from "node:child_process";
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutLikeActions, likeGitHub, type CheckoutRef } from "../../support/actions-checkout.ts";

const exec = promisify(execFile);
let dir: string;
let remote: string;
let mainCommit: string;
let runners = 0;

const inRemote = async (...args: string[]) => (await exec("git", ["-C", remote, ...args])).stdout.trim();
/** The files on gh-pages now. */
const pagesFiles = async () => (await inRemote("ls-tree", "-r", "--name-only", "gh-pages")).split("\n");
async function folder(name: string, files: Record<string, string>): Promise<string> {
  const at = path.join(dir, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(at, file)), { recursive: true });
    await writeFile(path.join(at, file), text);
  }
  return at;
}
/** A fresh job: its checkout of scripts/deploy, then the script from that checkout. */
async function job(ref: CheckoutRef, ...args: string[]) {
  const at = path.join(dir, `runner-${(runners += 1)}`);
  await checkoutLikeActions(`file://${remote}`, at, ref, ["scripts/deploy"]);
  return { at, run: await exec(path.join(at, "scripts/deploy/pages-branch.sh"), args, { cwd: at }) };
}
/** Commits `files` in a new repository at `at` on `branch` and pushes it to the remote. */
async function seed(at: string, branch: string, files: Record<string, string>): Promise<string> {
  const git = (...args: string[]) => exec("git", args, { cwd: at });
  await folder(path.relative(dir, at), files);
  for (const file of Object.keys(files).filter((name) => name.endsWith(".sh"))) await chmod(path.join(at, file), 0o755);
  await git("init", "--quiet", "-b", branch);
  await git("add", ".");
  await git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "--quiet", "-m", branch);
  await git("push", "--quiet", remote, `${branch}:${branch}`);
  return (await git("rev-parse", "HEAD")).stdout.trim();
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "pages-checkout-"));
  remote = path.join(dir, "remote.git");
  await exec("git", ["init", "--quiet", "--bare", "-b", "main", remote]);
  await likeGitHub(remote);
  // The default branch: the deploy script among the project's other files, which the sparse clone leaves out.
  const script = await readFile("scripts/deploy/pages-branch.sh", "utf8");
  const files = { "README.md": "site", "src/main.ts": "code", "data/site.json": "{}" };
  mainCommit = await seed(path.join(dir, "main"), "main", { ...files, "scripts/deploy/pages-branch.sh": script });
  // gh-pages as a live site has it: the custom domain GitHub wrote, the site, one open preview.
  await seed(path.join(dir, "pages"), "gh-pages", {
    CNAME: "www.studio.example\n",
    ".nojekyll": "",
    "index.html": "old site",
    "assets/old.js": "old",
    "pr-3/index.html": "three",
    "pr-3/blog/a/index.html": "three a",
  });
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("pages-branch.sh from actions/checkout's sparse, blob-less clone", () => {
  it("the clone is the workflow's: the root files and scripts/deploy in the work tree, blob-less", async () => {
    const { at } = await job({ branch: "main" }, "remove", "99");
    expect((await readdir(at)).sort()).toEqual([".git", "README.md", "scripts"]);
    expect(await exec("git", ["config", "core.sparseCheckoutCone"], { cwd: at })).toMatchObject({ stdout: "true\n" });
    expect(await exec("git", ["config", "remote.origin.partialclonefilter"], { cwd: at })).toMatchObject({
      stdout: "blob:none\n",
    });
  });

  it("publishes a preview at pr-<n>/ (ref: the default branch), keeping CNAME, the site and the open preview", async () => {
    const preview = await folder("preview-5", { "index.html": "five", "blog/b/index.html": "five b" });
    const { at, run } = await job({ branch: "main" }, "preview", "5", preview);
    expect(run.stdout).toContain("Pushed gh-pages: Preview of #5.");
    // The site's and the other preview's files were never downloaded: only trees, and the new preview's blobs.
    const listed = await exec("git", ["rev-list", "--objects", "--missing=print", "FETCH_HEAD"], { cwd: at });
    expect(listed.stdout.split("\n").filter((line) => line.startsWith("?")).length).toBeGreaterThanOrEqual(4);
    expect(await pagesFiles()).toEqual([
      ".nojekyll",
      "CNAME",
      "assets/old.js",
      "index.html",
      "pr-3/blog/a/index.html",
      "pr-3/index.html",
      "pr-5/blog/b/index.html",
      "pr-5/index.html",
    ]);
    expect(await inRemote("show", "gh-pages:pr-5/blog/b/index.html")).toBe("five b");
  });

  it("deploys the site (the pushed commit's checkout) around the previews, keeping the custom domain", async () => {
    const site = await folder("site-2", { "index.html": "new site", "assets/new.js": "new", _headers: "h" });
    const { run } = await job({ branch: "main", commit: mainCommit }, "site", site);
    expect(run.stdout).toContain("Pushed gh-pages: Site.");
    expect(await pagesFiles()).toEqual([
      ".nojekyll",
      "CNAME",
      "_headers",
      "assets/new.js",
      "index.html",
      "pr-3/blog/a/index.html",
      "pr-3/index.html",
      "pr-5/blog/b/index.html",
      "pr-5/index.html",
    ]);
    expect(await inRemote("show", "gh-pages:CNAME")).toBe("www.studio.example");
    expect(await inRemote("show", "gh-pages:index.html")).toBe("new site");
    expect(await inRemote("show", "gh-pages:pr-3/index.html")).toBe("three");
    expect(Number(await inRemote("rev-list", "--count", "gh-pages"))).toBe(1);
  });

  it("a build that brings its own CNAME sets the domain", async () => {
    const site = await folder("site-3", { "index.html": "site 3", CNAME: "studio.example\n" });
    await job({ branch: "main", commit: mainCommit }, "site", site);
    expect(await inRemote("show", "gh-pages:CNAME")).toBe("studio.example");
    await job({ branch: "main", commit: mainCommit }, "site", await folder("site-4", { "index.html": "site 4" }));
    expect(await inRemote("show", "gh-pages:CNAME")).toBe("studio.example");
  });

  it("removes a closed pull request's preview, and only it", async () => {
    const { run } = await job({ branch: "main" }, "remove", "3");
    expect(run.stdout).toContain("Pushed gh-pages: Remove the preview of #3.");
    const files = await pagesFiles();
    expect(files.filter((file) => file.startsWith("pr-3/"))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(["CNAME", "index.html", "pr-5/index.html"]));
  });
});
