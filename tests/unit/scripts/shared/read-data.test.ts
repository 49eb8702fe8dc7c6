// Hardening of how data files are read: one reader (BOM stripped, symlinks named), and values refused at validation.
import { readFile, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { mkdtemp, rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { loadDataFolder } from "../../../../scripts/check/check-data.ts";
import { loadSiteFile } from "../../../../scripts/shared/site-file.ts";
import { listPublicFiles, readFilesIn } from "../../../../scripts/shared/read-data.ts";
import { loadContent } from "../../../../src/content/site/load.ts";
import { formatProblem } from "../../../../src/content/checking/report.ts";
import { readFixtureTree, writeFixtureTree } from "../../support/fixture-tree.ts";

const made: string[] = [];
async function fixtureDir(...overlays: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "fp-read-"));
  made.push(dir);
  await writeFixtureTree(dir, ...overlays);
  return dir;
}
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

const post = "posts/how-to-apply-first-principles-thinking-in-startups";
const prependBom = async (file: string) => writeFile(file, `\uFEFF${await readFile(file, "utf8")}`);

describe("the one data reader", () => {
  it("strips a byte-order mark from site.json, landing.json and a post body: they validate, and no U+FEFF reaches a page", async () => {
    const dir = await fixtureDir();
    for (const file of ["site.json", "landing.json", `${post}.json`, `${post}.html`])
      await prependBom(path.join(dir, file));
    const result = await loadDataFolder(dir, { root: dir });
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(JSON.stringify(result.content)).not.toContain("\uFEFF");
    // The Vite config reads site.json through the same reader: a BOM no longer crashes the bundle build.
    expect(loadSiteFile(dir).url).toBe("https://first-principles.example/");
  });

  it("gives the Vite config the data's own message, with file, line and column, for a broken site.json", async () => {
    const dir = await fixtureDir("invalid/site-url-injection");
    expect(() => loadSiteFile(dir)).toThrow(
      /^\S*site\.json:6:10 {2}error {2}url {2}expected the site address as a plain origin/,
    );
  });

  it("names a symbolic link instead of following it or calling the file missing", async () => {
    const dir = await fixtureDir();
    await rm(path.join(dir, `${post}.html`));
    await symlink("/etc/hostname", path.join(dir, `${post}.html`));
    const messages = (await loadDataFolder(dir, { root: dir })).problems.map(formatProblem);
    expect(messages).toEqual([
      expect.stringMatching(
        /how-to-apply-first-principles-thinking-in-startups\.html:1:1 {2}error {2}this is a symbolic link/,
      ),
    ]);
  });

  it("names a file it cannot read, with the reason, instead of throwing", async () => {
    const dir = await fixtureDir();
    const [file] = readFilesIn(dir, ["posts"]);
    expect(file).toEqual({
      path: "posts",
      text: "",
      unreadable: "the file cannot be read (EISDIR): check that it is a file you may read",
    });
    expect(loadContent([file!]).problems.map(formatProblem)).toContain(
      "data/posts:1:1  error  the file cannot be read (EISDIR): check that it is a file you may read",
    );
  });

  it("refuses a file nested thousands of levels deep, without a stack trace", () => {
    const result = loadContent([{ path: "site.json", text: `${"[".repeat(100_000)}${"]".repeat(100_000)}` }]);
    expect(result.problems.map(formatProblem)).toContain(
      "data/site.json:1:1  error  the file nests lists or objects too deeply to read (thousands of levels): it is not a data file of this site; restore it",
    );
  });
});

describe("values refused at validation, with their field", () => {
  it("refuses a slug made from the title that is too long for a file name, though the title itself is short enough", async () => {
    const files = await readFixtureTree();
    const file = files.find((f) => f.path === `${post}.json`)!;
    file.text = file.text.replace('"How to Apply First Principles Thinking in Startups"', `"${"\uFB03 ".repeat(60)}"`);
    expect(loadContent(files).problems.map((p) => `${p.line}:${p.field} ${p.message}`)).toEqual([
      "4:title the slug made from the title is 239 characters, over 150: add a shorter `slug`",
    ]);
  });

  it("refuses local images that are not normalised paths to files in public/", async () => {
    const publicFiles = await listPublicFiles();
    for (const [image, message] of [
      ["/images/../favicon.svg", "a path in `public/` starting with one `/`"],
      ["/images//founder-portrait.svg", "a path in `public/` starting with one `/`"],
      ["/images/founder portrait.svg", "a path in `public/` starting with one `/`"],
      ["/images/missing.png", "there is no file public/images/missing.png"],
    ]) {
      const files = await readFixtureTree();
      const file = files.find((f) => f.path === `${post}.json`)!;
      file.text = file.text.replace('"readTime": 1,', `"readTime": 1, "featuredImage": ${JSON.stringify(image)},`);
      const problems = loadContent(files, "data/", undefined, {}, publicFiles).problems;
      expect(
        problems.map((p) => p.field),
        image,
      ).toEqual(["featuredImage"]);
      expect(problems[0]?.message, image).toContain(message);
    }
  });

  it("accepts a local image that exists in public/", async () => {
    const files = await readFixtureTree();
    const file = files.find((f) => f.path === `${post}.json`)!;
    file.text = file.text.replace('"readTime": 1,', '"readTime": 1, "featuredImage": "/images/founder-portrait.svg",');
    expect(loadContent(files, "data/", undefined, {}, await listPublicFiles()).problems).toEqual([]);
  });

  it("refuses a duplicate key deep in a file, with its field path", async () => {
    const files = await readFixtureTree();
    const landing = files.find((f) => f.path === "landing.json")!;
    landing.text = landing.text.replace(
      '"alt": "Illustrated portrait of the founder"',
      '"alt": "One", "alt": "Illustrated portrait of the founder"',
    );
    expect(loadContent(files).problems.map((p) => `${p.field}: ${p.message.slice(0, 40)}`)).toEqual([
      "founder.portrait.alt: duplicate key `alt`: this object has it ",
    ]);
  });
});
