// `npm run new:post -- "Title"`: a valid draft in one Markdown file with JSON front matter, never overwriting a post.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../../../../src/content/site/load.ts";
import { newPostFiles } from "../../../../src/content/blog/new-post.ts";
import { readDataFiles } from "../../../../scripts/shared/read-data.ts";
import { readFixtureTree, writeFixtureTree } from "../../support/fixture-tree.ts";
import { splitFrontMatter } from "../../../../src/content/blog/client/front-matter.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

function newPost(dataDir: string, title: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/new-post.ts", title],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, BUILD_DATE: "2025-02-03" } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe("newPostFiles", () => {
  it("takes the next free id and derives the file names from the title", () => {
    const idOf = (ids: string[]) => {
      const files = newPostFiles({ title: "A title", today: "2025-02-03", author: "A", ids });
      return "files" in files ? JSON.parse(splitFrontMatter(files.files[0]!.text)!.matter).id : files.error;
    };
    expect(idOf(["1", "2", "10", "guest"])).toBe("11");
    expect(idOf([])).toBe("1");
    const made = newPostFiles({
      title: "Pricing, From Scratch!",
      today: "2025-02-03",
      author: "Founder Name",
      ids: ["1"],
    });
    expect("files" in made && made.files.map((file) => file.path)).toEqual(["posts/pricing-from-scratch.md"]);
    expect(newPostFiles({ title: "???", today: "2025-02-03", author: "A", ids: [] })).toEqual({
      error: expect.stringContaining("no letters or digits"),
    });
  });

  it("writes a post that validates: a draft, dated today, by the founder, with a computed read time", async () => {
    const made = newPostFiles({
      title: "A New Post",
      today: "2025-02-03",
      author: "Founder Name",
      ids: ["1", "2", "3"],
    });
    if (!("files" in made)) throw new Error(made.error);
    const result = loadContent([...(await readFixtureTree()), ...made.files], "data/", undefined, {
      today: "2025-02-03",
      preview: true,
    });
    expect(result.problems).toEqual([]);
    expect(result.content!.posts.find((post) => post.slug === "a-new-post")).toMatchObject({
      id: "4",
      author: "Founder Name",
      publishedAt: "2025-02-03",
      status: "draft",
      readTime: 1,
    });
  });
});

describe("npm run new:post", () => {
  it("prints the path, and refuses to overwrite it on a second run", { timeout: 30_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "new-post-"));
    dirs.push(dir);
    await writeFixtureTree(dir);
    // A post in one file counts for the next id as a metadata file does.
    await writeFile(
      path.join(dir, "posts/one-file.md"),
      '{\n  "id": "9",\n  "title": "One File",\n  "excerpt": "E.",\n  "publishedAt": "2025-01-01",\n  "tags": ["Strategy"]\n}\nBody.\n',
    );
    const first = await newPost(dir, "Pricing From Scratch");
    expect(first.code).toBe(0);
    expect(first.output).toContain(`Wrote ${dir}/posts/pricing-from-scratch.md.`);
    const written = await readFile(path.join(dir, "posts/pricing-from-scratch.md"), "utf8");
    const meta = JSON.parse(splitFrontMatter(written)!.matter) as Record<string, unknown>;
    expect(meta).toMatchObject({
      id: "10",
      title: "Pricing From Scratch",
      publishedAt: "2025-02-03",
      author: "Founder Name",
      draft: true,
    });
    const edited = written.replace("Open with", "My words. Open with");
    await writeFile(path.join(dir, "posts/pricing-from-scratch.md"), edited);
    const second = await newPost(dir, "Pricing From Scratch");
    expect(second.code).toBe(1);
    expect(second.output).toContain("Nothing written:");
    expect(await readFile(path.join(dir, "posts/pricing-from-scratch.md"), "utf8")).toBe(edited);
    expect(loadContent(await readDataFiles(dir), "data/").problems).toEqual([]);
  });
});
