// The page cache (.cache/pages): a build whose output folder was removed links the unchanged pages from it and
// writes what a full render writes; an edited post, and a damaged or missing entry, are rendered again. And the one
// cache (scripts/cache/): entries of every kind damaged or removed only mean their work is done again.
import { execFile } from "node:child_process";
import { readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { removeTempDirs, runBuild, tempDataTree, tempDir } from "./helpers.ts";

afterAll(removeTempDirs);

const run = promisify(execFile);
const cacheDir = path.resolve(".cache", "pages");

/** `diff -r` of two folders: empty when they are byte-identical. */
async function differences(a: string, b: string): Promise<string> {
  return run("diff", ["-r", a, b]).then(
    () => "",
    (error: { stdout?: string }) => error.stdout ?? "diff failed",
  );
}

/** How many pages a build rendered, from its summary line. */
function renderedCount(output: string): number {
  const counts = /\((\d+) rendered, \d+ unchanged since the last build\)/.exec(output);
  return counts ? Number(counts[1]) : Number.NaN;
}

/** The cache entry that `file` in the output is a hard link to. */
async function entryOf(file: string): Promise<string> {
  const { ino } = await stat(file);
  for (const name of await readdir(cacheDir))
    if ((await stat(path.join(cacheDir, name))).ino === ino) return path.join(cacheDir, name);
  throw new Error(`${file} is not linked from ${cacheDir}`);
}

describe("the page cache", () => {
  it("gives a byte-identical output when the output folder is removed, and renders an edited or damaged page", async () => {
    // A site address of its own, so its entries are not the ones dist/ links to: this test writes into one.
    const data = await tempDataTree({
      "site.json": (old) => old.replace("https://first-principles.example/", "https://page-cache-test.example/"),
    });
    const out = path.join(await tempDir("fp-page-cache-"), "dist");
    const first = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(first.code, first.output).toBe(0);
    // A copy of the first output: its files are the cache's, and this test damages some of them.
    const reference = path.join(await tempDir("fp-page-cache-ref-"), "dist");
    await run("cp", ["-r", out, reference]);

    await rm(out, { recursive: true });
    const warm = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(warm.code, warm.output).toBe(0);
    expect(renderedCount(warm.output)).toBe(0);
    expect(await differences(reference, out)).toBe("");

    // One entry written over (through its cache name), another's page data removed.
    const posts = (await readdir(path.join(out, "blog"), { withFileTypes: true })).filter((entry) =>
      entry.isDirectory(),
    );
    const [damaged, missing] = posts.map((entry) => path.join(out, "blog", entry.name));
    if (!damaged || !missing) throw new Error("the data needs two post pages");
    await writeFile(await entryOf(path.join(damaged, "index.html")), "<p>damaged</p>");
    await rm(await entryOf(path.join(missing, "page-data.json")));
    await rm(out, { recursive: true });
    const repaired = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(repaired.code, repaired.output).toBe(0);
    expect(renderedCount(repaired.output)).toBe(2);
    expect(await differences(reference, out)).toBe("");

    // An edited post is rendered again, with the edit; the index lists the entries this build used, and only those.
    const postFile = path.join(
      data,
      "posts",
      (await readdir(path.join(data, "posts"))).find((f) => f.endsWith(".md"))!,
    );
    await writeFile(postFile, `${await readFile(postFile, "utf8")}\n<p>An edit the cache must not hide.</p>\n`);
    await rm(out, { recursive: true });
    const edited = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(edited.code, edited.output).toBe(0);
    expect(renderedCount(edited.output)).toBeGreaterThan(0);
    const slug = path.basename(postFile, ".md");
    expect(await readFile(path.join(out, "blog", slug, "index.html"), "utf8")).toContain(
      "An edit the cache must not hide.",
    );
    expect(await differences(reference, out)).toContain(path.join("blog", slug));
    const pageData = (await readdir(out, { recursive: true })).filter((file) => file.endsWith("page-data.json"));
    const index = JSON.parse(await readFile(path.join(cacheDir, "index.json"), "utf8")) as { pages: object };
    expect(Object.keys(index.pages).length).toBe(pageData.length);
  });

  it("gives the same output when entries of every kind were damaged or removed since the last build", async () => {
    const data = await tempDataTree({
      "site.json": (old) => old.replace("https://first-principles.example/", "https://damaged-cache-test.example/"),
    });
    const out = path.join(await tempDir("fp-damaged-cache-"), "dist");
    const first = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(first.code, first.output).toBe(0);
    const reference = path.join(await tempDir("fp-damaged-cache-ref-"), "dist");
    await run("cp", ["-r", out, reference]);
    const cache = path.resolve(".cache");
    const files = async (namespace: string) =>
      (await readdir(path.join(cache, namespace)).catch(() => [] as string[])).map((name) =>
        path.join(cache, namespace, name),
      );
    // Truncated: the Vite and admin bundles' source lists, the search texts' index, the kept code keys, body checks.
    for (const file of [
      path.join(cache, "vite/sources.json"),
      path.join(cache, "admin/sources.json"),
      path.join(cache, "search-text/index.json"),
      ...(await files("code-keys")),
      ...(await files("bodies")).filter((file) => file.endsWith(".json")),
    ])
      await writeFile(file, "{ trunc").catch(() => undefined);
    // Removed: every card and image encoding (other builds draw them again if they miss them), and this site's pages.
    for (const file of [...(await files("cards")), ...(await files("images"))]) await rm(file, { force: true });
    await rm(out, { recursive: true });
    const again = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(again.code, again.output).toBe(0);
    expect(await differences(reference, out)).toBe("");
    // And the cache folder removed entirely before a build.
    await rm(out, { recursive: true });
    await rm(cache, { recursive: true, force: true });
    const cold = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(cold.code, cold.output).toBe(0);
    expect(await differences(reference, out)).toBe("");
  });
});
