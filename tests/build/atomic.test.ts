// A failed build names its cause and leaves the previous output untouched.
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeSyntheticDataTree } from "../../scripts/measure/synthetic-data.ts";
import { removeTempDirs, runBuild, tempDataTree, tempDir } from "./helpers.ts";

afterAll(removeTempDirs);

async function previousBuild(): Promise<string> {
  const out = path.join(await tempDir("fp-out-"), "dist");
  await mkdir(out);
  await writeFile(path.join(out, "index.html"), "previous build");
  return out;
}

async function expectUntouched(out: string) {
  expect(await readFile(path.join(out, "index.html"), "utf8")).toBe("previous build");
  expect(await readdir(out)).toEqual(["index.html"]);
  const siblings = await readdir(path.dirname(out));
  expect(
    siblings.filter((name) => name !== "dist"),
    "no staging folder left behind",
  ).toEqual([]);
}

describe("a failed build", () => {
  it("stops on bad data before building, names the file and field, and keeps the previous dist/", async () => {
    const data = await tempDataTree({
      "site.json": (old) => old.replace('"email": "hello@first-principles.example"', '"email": "not-an-email"'),
    });
    const out = await previousBuild();
    const run = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/site\.json:\d+:\d+ {2}error {2}email {2}expected the contact address as an email/);
    expect(run.output).toContain("was left as it was");
    expect(run.output).not.toMatch(/^\s+at /m);
    await expectUntouched(out);
  });

  it("stops on a control character in a title, which would break the feed, naming file, line, column and field", async () => {
    const posts = await readdir("data/posts");
    // A post's metadata: the JSON front matter of its Markdown file (decision 39).
    const meta = posts.find((name) => name.endsWith(".md")) ?? "";
    const data = await tempDataTree({ [`posts/${meta}`]: (old) => old.replace(/"title": "/, '"title": "\\u000b') });
    const out = await previousBuild();
    const run = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(
      /\.md:\d+:\d+ {2}error {2}title {2}character 1 of the text is the control character U\+000B/,
    );
    expect(run.output).not.toMatch(/^\s+at /m);
    await expectUntouched(out);
  });

  it("stops at the data check on a body link to a page that does not exist, naming the body's file, line and column", async () => {
    const posts = await readdir("data/posts");
    // A Markdown body; the raw HTML paragraph passes through to the page.
    const body = posts.find((name) => name.endsWith(".md")) ?? "";
    const data = await tempDataTree({
      [`posts/${body}`]: (old) => `${old}\n<p><a href="/blog/no-such-post">a stale link</a></p>\n`,
    });
    const out = await previousBuild();
    const run = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(
      new RegExp(
        `posts/${body.replace(/\./g, "\\.")}:\\d+:13  error  link "/blog/no-such-post" points at /blog/no-such-post, which is no page or file of the site`,
      ),
    );
    expect(run.output).not.toMatch(/^\s+at /m);
    await expectUntouched(out);
  });

  it("stops on a link to an anchor that does not exist", async () => {
    const posts = await readdir("data/posts");
    const body = posts.find((name) => name.endsWith(".md")) ?? "";
    const data = await tempDataTree({
      [`posts/${body}`]: (old) => `${old}\n<p><a href="/#no-such-section">a stale anchor</a></p>\n`,
    });
    const out = await previousBuild();
    const run = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(run.code).toBe(1);
    expect(run.output).toContain("points at #no-such-section, which index.html does not contain");
    await expectUntouched(out);
  });

  it("names the right page when a big site is rendered and checked in worker threads", async () => {
    // 420 posts: over the prerender's worker threshold, so each page's facts come back from a worker thread.
    const data = path.join(await tempDir("fp-big-"), "data");
    await writeSyntheticDataTree(data, 420);
    const bodies = (await readdir(path.join(data, "posts"))).filter((name) => name.endsWith(".html")).sort();
    const broken = bodies[Math.floor(bodies.length / 2)] ?? "";
    const file = path.join(data, "posts", broken);
    // A stale anchor: only the build's check of the written pages, the last net, can see it.
    await writeFile(file, `${await readFile(file, "utf8")}\n<p><a href="/#no-such-section">a stale anchor</a></p>\n`);
    const out = await previousBuild();
    const run = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain(
      `blog/${broken.replace(/\.html$/, "")}/index.html: link "/#no-such-section" points at #no-such-section, which index.html does not contain`,
    );
    expect(run.output).not.toMatch(/and \d+ more pages/);
    await expectUntouched(out);
  });
});

describe("a successful build", () => {
  it("replaces the previous output completely", async () => {
    const out = await previousBuild();
    const run = await runBuild({ OUT_DIR: out });
    expect(run.code, run.output).toBe(0);
    expect(await readFile(path.join(out, "index.html"), "utf8")).toContain('<div id="root">');
    expect(existsSync(path.join(out, "404.html"))).toBe(true);
  });
});
