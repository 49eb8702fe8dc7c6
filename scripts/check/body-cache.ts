// The cache entry that remembers post-body checks between runs (body-checks.ts), one per data folder, holding only the
// current bodies; ignored when the code that checks bodies (its import closure: code-key.ts) has changed.
import path from "node:path";
import type { StoredBody } from "./body-checks.ts";
import { codeKey } from "../cache/code-key.ts";
import { cacheFolder, cacheKey, readJsonBlob, recordFolder, writeBlob } from "../cache/store.ts";

/** Where the checks of one data folder are kept: one entry per folder (its full path). */
export const bodyCacheFile = (dataDir: string) => path.join(cacheFolder("bodies"), `${cacheKey(dataDir)}.json`);

/** The code a body check runs: this module's closure (body-checks.ts and the body pipeline) and the worker's. */
const checkerVersion = () => codeKey(import.meta.url, new URL("./body-check-worker.ts", import.meta.url));

type CacheFile = { version: string; bodies: Record<string, StoredBody> };
const isCacheFile = (value: unknown): value is CacheFile =>
  typeof value === "object" && value !== null && "bodies" in value && typeof value.bodies === "object";

export async function readBodyCache(file: string): Promise<Map<string, StoredBody>> {
  const cache = await readJsonBlob(file, isCacheFile);
  // Missing, damaged or written by other code: only a slower check.
  return new Map(cache?.version === (await checkerVersion()) ? Object.entries(cache.bodies ?? {}) : []);
}

export async function writeBodyCache(file: string, dataDir: string, entries: ReadonlyMap<string, StoredBody>) {
  await writeBlob(file, JSON.stringify({ version: await checkerVersion(), bodies: Object.fromEntries(entries) }));
  await recordFolder(file, dataDir);
}
