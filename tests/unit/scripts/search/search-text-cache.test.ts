// The search index's per-body text, kept in one pack in .cache/ by the body's hash: what it returns is what reading
// the body gives, a damaged text or pack is read again, a build with nothing new writes nothing, and the texts of
// bodies no longer built leave with the old pack.
import { mkdtemp, readdir, readFile, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cacheFolder } from "../../../../scripts/cache/store.ts";
import { searchTextCache } from "../../../../scripts/search/search-text-cache.ts";
import { postSearchText } from "../../../../src/content/search/search-index.ts";

const bodies = [
  '<h2 id="one">One heading</h2><p>First words. Second sentence here!</p>',
  "<p>Another body, with <em>other</em> words.</p>",
];

interface PackIndex {
  data: string;
  entries: Record<string, [number, number]>;
}
const readIndex = async (dir: string) => JSON.parse(await readFile(path.join(dir, "index.json"), "utf8")) as PackIndex;

/** Writes a pack by hand: the index's keys with the texts given, in the pack's own format. */
async function writePack(dir: string, keys: string[], texts: string[]): Promise<void> {
  const entries: PackIndex["entries"] = {};
  let offset = 0;
  keys.forEach((key, index) => {
    const length = Buffer.byteLength(texts[index]!);
    entries[key] = [offset, length];
    offset += length;
  });
  await writeFile(path.join(dir, "texts-by-hand.bin"), texts.join(""));
  await writeFile(path.join(dir, "index.json"), JSON.stringify({ data: "texts-by-hand.bin", entries }));
}

describe("searchTextCache", () => {
  it("gives what reading the body gives, from the pack once kept, and reads a damaged text's body again", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "search-text-"));
    const dir = cacheFolder("search-text", root);
    const first = await searchTextCache(root);
    expect(bodies.map(first.searchText)).toEqual(bodies.map(postSearchText));
    await first.save();
    expect((await readdir(dir)).sort()).toEqual(["index.json", (await readIndex(dir)).data]);
    const keys = Object.keys((await readIndex(dir)).entries);
    expect(keys).toHaveLength(2);

    // Stored text that differs from the body's, so a run that returns it must have read the pack; and a damaged one.
    await writePack(dir, keys, [JSON.stringify({ headings: "kept", body: "kept" }), "{ damaged"]);
    const second = await searchTextCache(root);
    const texts = bodies.map(second.searchText);
    expect(texts.filter((text) => text.headings === "kept")).toHaveLength(1);
    const reread = texts.findIndex((text) => text.headings !== "kept");
    expect(texts[reread]).toEqual(postSearchText(bodies[reread]!));
    await second.save();
    // The new pack holds both texts as this build used them, and the pack it replaced is gone. (The first run's data
    // file, which no index named any more, is left for a while: it could be another build's, still being written.)
    const index = await readIndex(dir);
    expect(index.data).not.toBe("texts-by-hand.bin");
    expect(await readdir(dir)).toContain(index.data);
    expect(await readdir(dir)).not.toContain("texts-by-hand.bin");
    const third = bodies.map((await searchTextCache(root)).searchText);
    expect(third.filter((text) => text.headings === "kept")).toHaveLength(1);
    expect(third[reread]).toEqual(postSearchText(bodies[reread]!));
  });

  it("writes nothing when every text was in the pack and every one was used", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "search-text-"));
    const dir = cacheFolder("search-text", root);
    const first = await searchTextCache(root);
    bodies.forEach(first.searchText);
    await first.save();
    const before = await stat(path.join(dir, "index.json"));
    const names = await readdir(dir);
    const again = await searchTextCache(root);
    bodies.forEach(again.searchText);
    await again.save();
    expect(await readdir(dir)).toEqual(names);
    expect((await stat(path.join(dir, "index.json"))).mtimeMs).toBe(before.mtimeMs);
  });

  it("drops the texts of bodies no longer built, and starts afresh from a damaged index", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "search-text-"));
    const dir = cacheFolder("search-text", root);
    const first = await searchTextCache(root);
    bodies.forEach(first.searchText);
    await first.save();
    const fewer = await searchTextCache(root);
    fewer.searchText(bodies[0]!);
    await fewer.save();
    expect(Object.keys((await readIndex(dir)).entries)).toHaveLength(1);
    expect(await readdir(dir)).toHaveLength(2);

    // A damaged index; a stray data file of a build that stopped an hour ago.
    await writeFile(path.join(dir, "index.json"), "{ damaged");
    await writeFile(path.join(dir, "texts-stopped.bin"), "x");
    const hourAgo = new Date(Date.now() - 3600_000);
    await utimes(path.join(dir, "texts-stopped.bin"), hourAgo, hourAgo);
    const fresh = await searchTextCache(root);
    expect(bodies.map(fresh.searchText)).toEqual(bodies.map(postSearchText));
    await fresh.save();
    expect(Object.keys((await readIndex(dir)).entries)).toHaveLength(2);
    const left = await readdir(dir);
    expect(left).not.toContain("texts-stopped.bin");
  });
});
