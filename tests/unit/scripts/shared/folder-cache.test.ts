// Caches in .cache/ belong to a folder: those of folders that are gone (temporary trees) are removed, not kept forever.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { folderCacheFile, pruneFolderCaches, recordCacheFolder } from "../../../../scripts/shared/folder-cache.ts";

async function cacheFor(folder: string): Promise<string> {
  const file = folderCacheFile("bodies", folder);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, "{}");
  await recordCacheFolder(file, folder);
  return file;
}

describe("pruneFolderCaches", () => {
  it("removes the cache of a folder that is gone and keeps the cache of one that exists", async () => {
    const kept = await mkdtemp(path.join(tmpdir(), "folder-cache-"));
    const gone = await mkdtemp(path.join(tmpdir(), "folder-cache-"));
    const [keptFile, goneFile] = [await cacheFor(kept), await cacheFor(gone)];
    await rm(gone, { recursive: true });
    await pruneFolderCaches();
    expect(existsSync(keptFile)).toBe(true);
    expect(existsSync(goneFile)).toBe(false);
    expect(existsSync(goneFile.replace(/\.json$/, ".folder"))).toBe(false);
    await rm(kept, { recursive: true });
    await pruneFolderCaches();
    expect(existsSync(keptFile)).toBe(false);
  });

  it("removes a cache that never recorded its folder, and caches of kinds no longer used", async () => {
    const orphan = folderCacheFile("bodies", "/no/record/of/this/folder");
    const retired = ["verify-0123456789ab.json", "prerender-0123456789ab.json", "prerender-0123456789ab.folder"].map(
      (name) => path.join(path.dirname(orphan), name),
    );
    await mkdir(path.dirname(orphan), { recursive: true });
    await writeFile(orphan, "{}");
    for (const file of retired) await writeFile(file, "{}");
    await pruneFolderCaches();
    expect(existsSync(orphan)).toBe(false);
    for (const file of retired) expect(existsSync(file), file).toBe(false);
  });

  it("names one cache file per folder", () => {
    expect(folderCacheFile("bodies", "/a/data")).not.toBe(folderCacheFile("bodies", "/b/data"));
    expect(path.dirname(folderCacheFile("bodies", "/a/data"))).toBe(path.resolve(".cache"));
  });
});
