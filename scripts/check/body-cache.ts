// The cache entry that remembers post-body checks between runs (body-checks.ts), one per data folder, holding only the
// current bodies; ignored when the code that checks bodies (its import closure: code-key.ts) has changed.
import path from "node:path";
import type { StoredBody } from "./body-checks.ts";
import { codeKey } from "../cache/code-key.ts";
import { cacheFolder, cacheKey, readJsonBlob, recordFolder, writeBlob } from "../cache/store.ts";

const isCacheFile = (value: unknown): value is { version: string; bodies: Record<string, StoredBody> } =>
  typeof value === "object" && value !== null && "bodies" in value && typeof value.bodies === "object";

/** The checks of the data folder `dataDir`, kept in the project at `root`: one entry per folder (its full path). */
export function bodyCache(root: string, dataDir: string) {
  const file = path.join(cacheFolder("bodies", root), `${cacheKey(dataDir)}.json`);
  // The code a body check runs: this module's closure (body-checks.ts and the body pipeline) and the worker's.
  const checker = () => codeKey(root, import.meta.url, new URL("./body-check-worker.ts", import.meta.url));
  return {
    file,
    async read(): Promise<Map<string, StoredBody>> {
      const cache = await readJsonBlob(file, isCacheFile);
      // Missing, damaged or written by other code: only a slower check.
      return new Map(cache?.version === (await checker()) ? Object.entries(cache.bodies ?? {}) : []);
    },
    async write(entries: ReadonlyMap<string, StoredBody>) {
      await writeBlob(file, JSON.stringify({ version: await checker(), bodies: Object.fromEntries(entries) }));
      await recordFolder(file, dataDir);
    },
  };
}
