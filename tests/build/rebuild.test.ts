// A rebuild reuses the pages an edit did not change, and its output is what a clean build gives; a failed build's
// work is never mistaken for the last output.
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeTempDirs, runBuild, tempDataTree, tempDir } from "./helpers.ts";

afterAll(removeTempDirs);

const newOut = async () => path.join(await tempDir("fp-rebuild-"), "dist");

async function tree(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const contents = await Promise.all(
    files.map(async (entry) => {
      const file = path.relative(dir, path.join(entry.parentPath, entry.name));
      return [file, await readFile(path.join(dir, file), "latin1")] as const;
    }),
  );
  return new Map(contents.sort(([a], [b]) => a.localeCompare(b)));
}

async function firstPostBody(data: string): Promise<{ file: string; slug: string }> {
  const name = (await readdir(path.join(data, "posts"))).find((file) => file.endsWith(".md")) ?? "";
  return { file: path.join(data, "posts", name), slug: name.replace(/\.md$/, "") };
}

describe("a rebuild", () => {
  it("re-renders only the pages an edit changed, and writes what a clean build writes", async () => {
    const data = await tempDataTree();
    const out = await newOut();
    expect((await runBuild({ DATA_DIR: data, OUT_DIR: out })).code).toBe(0);
    // Built from the test runner (NODE_ENV=test), the site is still a production build.
    expect((await readdir(path.join(out, "assets"))).filter((file) => file.includes("dev-runtime"))).toEqual([]);
    const post = await firstPostBody(data);
    await writeFile(
      post.file,
      `${await readFile(post.file, "utf8")}\n<p>A paragraph added since the last build.</p>\n`,
    );
    const rebuild = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(rebuild.code, rebuild.output).toBe(0);
    const [, rendered, reused] = /\((\d+) rendered, (\d+) unchanged since the last build\)/.exec(rebuild.output) ?? [];
    expect(Number(rendered)).toBeGreaterThan(0);
    expect(Number(rendered)).toBeLessThan(Number(reused));
    expect(await readFile(path.join(out, "blog", post.slug, "index.html"), "utf8")).toContain(
      "A paragraph added since the last build.",
    );
    const clean = await newOut();
    expect((await runBuild({ DATA_DIR: data, OUT_DIR: clean })).code).toBe(0);
    expect(await tree(out)).toEqual(await tree(clean));
  });

  it("renders an edit made before a failed build, once the build succeeds again", async () => {
    const data = await tempDataTree();
    const out = await newOut();
    expect((await runBuild({ DATA_DIR: data, OUT_DIR: out })).code).toBe(0);
    const [edited, broken] = (await readdir(path.join(data, "posts")))
      .filter((file) => file.endsWith(".md"))
      .map((file) => path.join(data, "posts", file));
    if (!edited || !broken) throw new Error("the data needs two posts");
    // The edit, as it stays; in another post, a link that fails the build's check of its output (after prerendering).
    await writeFile(edited, `${await readFile(edited, "utf8")}\n<p>Edited before a failed build.</p>\n`);
    const intact = await readFile(broken, "utf8");
    await writeFile(broken, `${intact}\n<p><a href="/#no-such-section">stale</a></p>\n`);
    expect((await runBuild({ DATA_DIR: data, OUT_DIR: out })).code).toBe(1);
    await writeFile(broken, intact);
    const fixed = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(fixed.code, fixed.output).toBe(0);
    expect(await readFile(path.join(out, "blog", path.basename(edited, ".md"), "index.html"), "utf8")).toContain(
      "Edited before a failed build.",
    );
  });
});
