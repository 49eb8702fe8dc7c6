// The file in .cache/ that remembers post-body checks between runs (scripts/check/body-checks.ts). It holds only
// the current bodies, and is ignored when the code that checks bodies has changed since it was written.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import type { StoredBody } from "./body-checks.ts";
import { writeCacheFile } from "../shared/cache-file.ts";
import { folderCacheFile, recordCacheFolder } from "../shared/folder-cache.ts";

/** Where the checks of one data folder are kept: one file per folder (its full path). */
export function bodyCacheFile(dataDir: string): string {
  return folderCacheFile("bodies", dataDir);
}

const require = createRequire(import.meta.url);
const lockFile = new URL("../../package-lock.json", import.meta.url);
/** Changes with the code a body check runs (allow-list, Markdown pipeline, messages, word count, the links it lists)
 * and the installed libraries. Whether a link leads to a page is not remembered: the core decides it on every run. */
const checkerVersion = createHash("sha1")
  .update(readFileSync(new URL("../../src/content/body/sanitize.ts", import.meta.url)))
  .update(readFileSync(new URL("../../src/content/body/markdown.ts", import.meta.url)))
  // The Markdown pipeline is a dozen packages (micromark, mdast and hast utilities): any installed change counts.
  .update(existsSync(lockFile) ? readFileSync(lockFile) : "")
  .update(readFileSync(new URL("../../src/content/body/post-body.ts", import.meta.url)))
  .update(readFileSync(new URL("../../src/content/body/body-links.ts", import.meta.url)))
  .update(readFileSync(new URL("../../src/content/body/body-tree.ts", import.meta.url)))
  .update(readFileSync(new URL("../../src/content/body/client/read-time.ts", import.meta.url)))
  .update(readFileSync(new URL("../../src/content/checking/text-checks.ts", import.meta.url)))
  .update(readFileSync(require.resolve("sanitize-html/package.json")))
  .digest("base64url");

interface CacheFile {
  version: string;
  bodies: Record<string, StoredBody>;
}

export async function readBodyCache(file: string): Promise<Map<string, StoredBody>> {
  if (!existsSync(file)) return new Map();
  try {
    const cache = JSON.parse(await readFile(file, "utf8")) as Partial<CacheFile>;
    return cache.version === checkerVersion && cache.bodies ? new Map(Object.entries(cache.bodies)) : new Map();
  } catch {
    return new Map(); // a damaged cache is only a slower check
  }
}

export async function writeBodyCache(
  file: string,
  dataDir: string,
  entries: ReadonlyMap<string, StoredBody>,
): Promise<void> {
  const cache: CacheFile = { version: checkerVersion, bodies: Object.fromEntries(entries) };
  await writeCacheFile(file, JSON.stringify(cache));
  await recordCacheFolder(file, dataDir);
}
