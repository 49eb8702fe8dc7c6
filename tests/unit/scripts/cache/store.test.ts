// The one cache's store: an entry missing, damaged, or removed with its folder is a miss, never an error; writes are
// whole or absent, even when racing; pruning removes the least recently used entries and keeps the used ones.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  cacheFolder,
  cacheKey,
  pruneCache,
  readJsonBlob,
  recordFolder,
  restoreFolder,
  storeFolder,
  touchEntry,
  tryOrRemake,
  writeBlob,
} from "../../../../scripts/cache/store.ts";

let root: string;
const entry = (name: string) => path.join(cacheFolder("cards", root), name);
const readBlob = (file: string) => readFile(file).catch(() => null);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((one) => typeof one === "string");

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "fp-store-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the cache store", () => {
  it("names an entry by its inputs: the same inputs the same key, any other list another", () => {
    expect(cacheKey("a", "bc")).toBe(cacheKey("a", "bc"));
    expect(cacheKey("a", "bc")).not.toBe(cacheKey("ab", "c"));
    expect(cacheKey("a", Buffer.from("b"))).toBe(cacheKey("a", "b"));
  });

  it("reads what it wrote (a hit), and null for an entry never written (a miss), creating its folder", async () => {
    expect(await readBlob(entry("one.png"))).toBeNull();
    expect(await writeBlob(entry("one.png"), "bytes")).toBeNull();
    expect((await readBlob(entry("one.png")))?.toString()).toBe("bytes");
  });

  it("takes a damaged or foreign entry for a miss", async () => {
    await writeBlob(entry("list.json"), '["a", "b"');
    expect(await readJsonBlob(entry("list.json"), isStringList)).toBeNull();
    await writeBlob(entry("list.json"), '{"a": 1}');
    expect(await readJsonBlob(entry("list.json"), isStringList)).toBeNull();
    await writeBlob(entry("list.json"), '["a", "b"]');
    expect(await readJsonBlob(entry("list.json"), isStringList)).toEqual(["a", "b"]);
  });

  it("misses, then writes again, when the whole cache folder was removed between a write and a read", async () => {
    await writeBlob(entry("one.png"), "bytes");
    await rm(path.join(root, ".cache"), { recursive: true });
    expect(await readBlob(entry("one.png"))).toBeNull();
    expect(await writeBlob(entry("one.png"), "again")).toBeNull();
    expect((await readBlob(entry("one.png")))?.toString()).toBe("again");
  });

  it("never throws on a write it cannot make: it says why", async () => {
    await mkdir(path.join(root, ".cache"), { recursive: true });
    await writeFile(cacheFolder("cards", root), "a file where the folder should be");
    expect(await writeBlob(entry("one.png"), "bytes")).toMatch(/ENOTDIR|EEXIST/);
  });

  it("leaves one whole entry and no temporary file when many writers race", async () => {
    const texts = Array.from({ length: 24 }, (_none, i) => `writer ${i} `.repeat(2000));
    await Promise.all(texts.map((text) => writeBlob(entry("raced.json"), text)));
    expect(texts).toContain(await readFile(entry("raced.json"), "utf8"));
    expect(await readdir(cacheFolder("cards", root))).toEqual(["raced.json"]);
  });

  it("keeps a folder entry whole or not at all, and finds only a whole one", async () => {
    const bundle = path.join(cacheFolder("vite", root), "key");
    expect(await restoreFolder(bundle)).toBeNull();
    const failed = await storeFolder(bundle, async (folder) => {
      await writeFile(path.join(folder, "half.js"), "x");
      throw new Error("the bundler stopped");
    });
    expect(failed).toBe("the bundler stopped");
    expect(await readdir(cacheFolder("vite", root))).toEqual([]);
    expect(await storeFolder(bundle, (folder) => writeFile(path.join(folder, "app.js"), "whole"))).toBe(true);
    const found = await restoreFolder(bundle);
    expect(await readFile(path.join(found!, "app.js"), "utf8")).toBe("whole");
    await rm(path.join(found!, "complete"));
    expect(await restoreFolder(bundle)).toBeNull();
  });

  it("makes an entry again when using it fails, and uses it once more", async () => {
    const uses: string[] = [];
    await tryOrRemake(
      async () => {
        uses.push("use");
        if (!existsSync(entry("gone.png"))) throw new Error("removed meanwhile");
      },
      () => writeBlob(entry("gone.png"), "made again"),
    );
    expect(uses).toEqual(["use", "use"]);
  });
});

describe("pruneCache", () => {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const aged = async (file: string, text: string, daysAgo: number) => {
    await writeBlob(file, text);
    const at = new Date(now - daysAgo * day);
    await utimes(file, at, at);
  };

  it("removes entries unused for two weeks, those of folders gone, and old temporary files; keeps the rest", async () => {
    await aged(entry("old.png"), "x", 20);
    await aged(entry("used.png"), "x", 20);
    await touchEntry(entry("used.png")); // used by this build: its access time is now, its modification time kept
    await aged(entry("recent.png"), "x", 1);
    const data = await mkdtemp(path.join(tmpdir(), "fp-store-data-"));
    const bodies = path.join(cacheFolder("bodies", root), "a.json");
    await writeBlob(bodies, "{}");
    await recordFolder(bodies, data);
    await rm(data, { recursive: true });
    await aged(entry("b.png.1-1.tmp"), "half", 1);
    const before = (await stat(entry("used.png"))).mtimeMs;
    await pruneCache({ root, now, force: true });
    expect((await readdir(cacheFolder("cards", root))).sort()).toEqual(["recent.png", "used.png"]);
    expect((await stat(entry("used.png"))).mtimeMs).toBe(before);
    expect(await readdir(cacheFolder("bodies", root))).toEqual([]);
  });

  it("removes the least recently used entries past its size, an entry's files and folders together", async () => {
    await aged(entry("oldest.html"), "x".repeat(600), 3);
    await aged(entry("oldest.json"), "x".repeat(600), 3);
    await aged(entry("newer.png"), "x".repeat(600), 2);
    const bundle = path.join(cacheFolder("vite", root), "key");
    await writeBlob(path.join(bundle, "client", "app.js"), "x".repeat(600));
    await pruneCache({ root, now, force: true, maxBytes: 1300 });
    expect(await readdir(cacheFolder("cards", root))).toEqual(["newer.png"]);
    expect(existsSync(path.join(bundle, "client", "app.js"))).toBe(true);
  });

  it("prunes at most once a day unless forced, and never fails on a cache that is not there", async () => {
    await pruneCache({ root, now, force: true });
    await aged(entry("old.png"), "x", 20);
    await pruneCache({ root, now });
    expect(existsSync(entry("old.png"))).toBe(true);
    await rm(path.join(root, ".cache"), { recursive: true });
    await expect(pruneCache({ root, now, force: true })).resolves.toBeUndefined();
  });
});
