// The build's one cache, `.cache/<namespace>/`: entries named by `cacheKey` of their inputs, of three kinds (a blob,
// a folder: bundles.ts, a pack: pack.ts), written whole or not at all, read defensively (an entry missing or damaged
// is a miss: the work is done again), and removed only by `pruneCache`.
import { createHash } from "node:crypto";
import type { Stats } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";

export type Namespace = "admin" | "bodies" | "cards" | "code-keys" | "images" | "pages" | "search-text" | "vite";

/** The cache's one folder, in the project at `root`; safe to delete at any time, even while a build runs. */
const cacheRoot = (root: string) => path.resolve(root, ".cache");
export const cacheFolder = (namespace: Namespace, root: string) => path.join(cacheRoot(root), namespace);

/** The one key function: the sha256 of an entry's inputs, each part length-prefixed so no two lists collide. */
export function cacheKey(...parts: ReadonlyArray<string | Uint8Array>): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest("base64url").slice(0, 32);
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A blob's JSON when it parses and `valid` accepts it; null otherwise (missing, truncated, another shape). */
export async function readJsonBlob<T>(file: string, valid: (value: unknown) => value is T): Promise<T | null> {
  try {
    const value: unknown = JSON.parse(await readFile(file, "utf8"));
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Writes a blob atomically, its folder made first; throws when it cannot (the file is then left as it was). */
export async function writeBlobOrThrow(file: string, contents: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, contents, { fsync: false }); // an entry lost to a crash of the machine is only a miss
}

/** `writeBlobOrThrow` that never throws: null, or why the blob was not kept (the next build redoes the work). */
export const writeBlob = (file: string, contents: string | Buffer): Promise<string | null> =>
  writeBlobOrThrow(file, contents).then(() => null, reason);

/** A folder entry: `fill` writes it, then it is renamed into place whole, marked complete. True, or why not kept. */
export async function storeFolder(entry: string, fill: (dir: string) => Promise<unknown>): Promise<true | string> {
  const partial = `${entry}.${process.pid}.tmp`;
  try {
    await mkdir(partial, { recursive: true });
    await fill(partial);
    await writeFile(path.join(partial, "complete"), "");
    await rm(entry, { recursive: true, force: true });
    await rename(partial, entry);
    return true;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    return reason(error);
  }
}

/** The folder entry `entry` marked used, if it is there whole; null when not. */
export const restoreFolder = async (entry: string) =>
  (await touchEntry(path.join(entry, "complete"))) && (await touchEntry(entry)) ? entry : null;

/** A file's size and modification time, which a write through any of its names changes; [-1, -1] for none. */
export const markOf = (marks?: Stats | null): [size: number, mtimeMs: number] =>
  marks ? [marks.size, marks.mtimeMs] : [-1, -1];

/** Marks an entry used now for `pruneCache` (access time; modification time kept). Its marks after, or null if gone. */
export async function touchEntry(entry: string): Promise<Stats | null> {
  const marks = await stat(entry).catch(() => null);
  if (marks) await utimes(entry, new Date(), marks.mtime).catch(() => undefined);
  return marks && stat(entry).catch(() => null);
}

/** Uses entries; when that fails (removed meanwhile: a prune, another build), makes them and uses them again. */
export const tryOrRemake = (attempt: () => Promise<unknown>, remake: () => Promise<unknown>) =>
  attempt().catch(() => remake().then(attempt));

/** Ties an entry to a folder (a data folder of a test or a benchmark): the entry is pruned once that folder is gone. */
export const recordFolder = (entry: string, folder: string) => writeBlob(`${entry}.folder`, folder);

/** A file's size, or a folder's: the sum of its files'. */
async function bytesOf(file: string, marks: Stats): Promise<number> {
  if (!marks.isDirectory()) return marks.size;
  const names = await readdir(file, { recursive: true }).catch(() => [] as string[]);
  const sizes = await Promise.all(names.map((name) => stat(path.join(file, name)).catch(() => null)));
  return sizes.reduce((sum, one) => sum + (one?.isFile() ? one.size : 0), 0);
}

/** The entries of a namespace folder: files grouped by name before the first dot, with when last used and bytes. */
async function entriesOf(folder: string, now: number) {
  const groups = new Map<string, { paths: string[]; usedAt: number; bytes: number }>();
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    const file = path.join(folder, name);
    const marks = await stat(file).catch(() => null);
    // A temporary file older than an hour was left by a build that stopped; a younger one may be another's.
    if (!marks || (name.endsWith(".tmp") && now - marks.mtimeMs < 60 * 60 * 1000)) continue;
    const stem = name.endsWith(".tmp") ? name : name.replace(/\..*$/, "");
    const group = groups.get(stem) ?? { paths: [], usedAt: -Infinity, bytes: 0 };
    groups.set(stem, group);
    group.paths.push(file);
    group.bytes += await bytesOf(file, marks);
    group.usedAt = Math.max(group.usedAt, marks.atimeMs, marks.mtimeMs);
    const owner = name.endsWith(".folder") ? await readFile(file, "utf8").catch(() => "") : null;
    if ((owner !== null && !(await stat(owner).catch(() => null))) || name.endsWith(".tmp")) group.usedAt = -Infinity;
  }
  return [...groups.values()];
}

type PruneOptions = Partial<Record<"maxAgeMs" | "maxBytes" | "now", number> & { force: boolean }> & { root: string };

/**
 * Removes the entries unused for `maxAgeMs` (14 days), those tied to a folder that is gone, stale temporary files,
 * then the least recently used past `maxBytes` (1 GiB); at most once a day unless `force`.
 */
export async function pruneCache(options: PruneOptions) {
  const { maxAgeMs = 14 * 86_400_000, maxBytes = 1024 ** 3, now = Date.now(), force = false, root } = options;
  const stamp = path.join(cacheRoot(root), "pruned");
  const last = (await stat(stamp).catch(() => null))?.mtimeMs ?? -Infinity;
  if (!force && now - last < 86_400_000) return;
  const folders = await readdir(cacheRoot(root), { withFileTypes: true }).catch(() => []);
  const entries = await Promise.all(
    folders.filter((one) => one.isDirectory()).map((one) => entriesOf(path.join(cacheRoot(root), one.name), now)),
  );
  let bytes = 0;
  for (const entry of entries.flat().sort((a, b) => b.usedAt - a.usedAt)) {
    bytes += entry.bytes;
    if (now - entry.usedAt > maxAgeMs || bytes > maxBytes)
      await Promise.all(entry.paths.map((file) => rm(file, { recursive: true, force: true })));
  }
  await mkdir(cacheRoot(root), { recursive: true }).catch(() => undefined);
  await writeFile(stamp, "").catch(() => undefined);
}
