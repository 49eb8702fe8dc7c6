// Cache files in .cache/ that belong to one folder (a data folder or a build's output folder), named by a hash of
// its full path. Each records its folder in a small file beside it, so the caches of folders that no longer exist
// (temporary trees of tests and benchmarks) are removed rather than piling up.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { writeCacheFile } from "./cache-file.ts";

const cacheDir = () => path.resolve(".cache");
const folderKinds = /^bodies-[0-9a-f]{12}\.json$/;
/** Cache kinds written by earlier versions of the build, no longer read (pages are kept in .cache/pages). */
const retiredKinds = /^(sanitized|verify)-[\w-]+\.json$|^prerender-[0-9a-f]{12}\.(json|folder)$/;

export function folderCacheFile(kind: "bodies", folder: string): string {
  return path.join(cacheDir(), `${kind}-${createHash("sha1").update(folder).digest("hex").slice(0, 12)}.json`);
}

/** Records which folder `cacheFile` belongs to; call it when writing the cache. */
export async function recordCacheFolder(cacheFile: string, folder: string): Promise<void> {
  await writeCacheFile(cacheFile.replace(/\.json$/, ".folder"), folder);
}

/**
 * Removes the caches whose folder is gone, and those of retired kinds. The build runs it as optional work: a failure
 * leaves old caches in place, and the build says so and goes on.
 */
export async function pruneFolderCaches(): Promise<void> {
  const names = await readdir(cacheDir()).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(cacheDir(), name);
      if (retiredKinds.test(name)) return rm(file, { force: true });
      // A cache that never recorded its folder (written before folders were recorded) cannot be told apart from junk.
      if (folderKinds.test(name) && !names.includes(name.replace(/\.json$/, ".folder")))
        return rm(file, { force: true });
      if (!name.endsWith(".folder")) return;
      const folder = await readFile(file, "utf8").catch(() => "");
      if (folder && existsSync(folder)) return;
      await rm(file.replace(/\.folder$/, ".json"), { force: true });
      await rm(file, { force: true });
    }),
  );
}
