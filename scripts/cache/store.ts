// The build's one cache: `.cache/` under the project, a folder per kind of work (its namespace: pages, vite, admin,
// cards, images, search-text, bodies), each holding entries named by a hash of their inputs and of the code that reads
// them (code-key.ts). Entries are written atomically (write-file.ts) and read defensively: an entry missing, unreadable
// or damaged is a miss, and the work is done again; a cache never fails a build. `pruneCache` is the one way entries
// are removed: the least recently used first, by age and by the folder's size.
import { createHash } from "node:crypto";
import type { Stats } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { writeCacheFile } from "./write-file.ts";

export type Namespace = "admin" | "bodies" | "cards" | "code-keys" | "images" | "pages" | "search-text" | "vite";

/** The cache's one folder, in the project at `root`; safe to delete at any time, even while a build runs. */
const cacheRoot = (root = ".") => path.resolve(root, ".cache");
export const cacheFolder = (namespace: Namespace, root = ".") => path.join(cacheRoot(root), namespace);

/** A content address: the sha256 of a namespace's inputs, each part length-prefixed so no two lists collide. */
export function cacheKey(...parts: ReadonlyArray<string | Uint8Array>): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest("base64url").slice(0, 32);
}

/** An entry's bytes, or null when it is missing or unreadable. */
export async function readEntry(file: string): Promise<Buffer | null> {
  return readFile(file).catch(() => null);
}

/** An entry's JSON when it parses and `valid` accepts it; null otherwise (missing, truncated, another shape). */
export async function readJsonEntry<T>(file: string, valid: (value: unknown) => value is T): Promise<T | null> {
  const bytes = await readEntry(file);
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(bytes.toString("utf8"));
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

/** For `readJsonEntry`: a list of strings (the sources of a bundle). */
export const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((one) => typeof one === "string");

/** Writes an entry atomically; never throws: returns null, or why it was not kept (the next build redoes the work). */
export async function writeEntry(file: string, contents: string | Uint8Array): Promise<string | null> {
  return writeCacheFile(file, contents).then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
}

/**
 * Records that an entry (file or folder) was used now, for `pruneCache`: its access time is set, its modification
 * time kept to the millisecond. Returns its marks after that (null when it is gone); never fails.
 */
export async function touchEntry(entry: string): Promise<Stats | null> {
  const marks = await stat(entry).catch(() => null);
  if (!marks) return null;
  return utimes(entry, new Date(), marks.mtime).then(
    () => stat(entry),
    () => null,
  );
}

/**
 * Uses entries with `use`; when that fails (an entry removed or damaged meanwhile: a prune, another build, a hand),
 * `remake` writes them again and they are used once more. An entry gone only means its work is done again.
 */
export async function tryOrRemake(attempt: () => Promise<unknown>, remake: () => Promise<unknown>): Promise<void> {
  try {
    await attempt();
  } catch {
    await remake();
    await attempt();
  }
}

/** Ties an entry to a folder (a data folder of a test or a benchmark): the entry is pruned once that folder is gone. */
export async function recordFolder(entry: string, folder: string): Promise<void> {
  await writeEntry(`${entry}.folder`, folder);
}

export interface PruneOptions {
  /** Entries unused for longer than this are removed (default 14 days). */
  maxAgeMs?: number;
  /** Past this many bytes the least recently used entries are removed (default 1 GiB). */
  maxBytes?: number;
  now?: number;
  /** The project whose cache is pruned (the current folder). */
  root?: string;
}

/** Temporary files and folders older than this were left by a build that stopped; younger ones may be another's. */
const staleTemporaryMs = 60 * 60 * 1000;
/** A build prunes at most this often: a warm build does not pay for a walk over thousands of entries. */
const pruneEveryMs = 24 * 60 * 60 * 1000;

interface Entry {
  paths: string[];
  usedAt: number;
  bytes: number;
}

/** A folder entry's size: the sum of its files'. */
async function bytesOf(file: string): Promise<number> {
  const names = await readdir(file, { recursive: true }).catch(() => [] as string[]);
  const sizes = await Promise.all(
    names.map((name) =>
      stat(path.join(file, name)).then(
        (one) => (one.isFile() ? one.size : 0),
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** The entries of one namespace folder, an entry's files grouped by name before the first dot. */
async function entriesOf(folder: string, now: number): Promise<Entry[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const groups = new Map<string, Entry>();
  const dead = new Set<Entry>();
  for (const name of names) {
    const file = path.join(folder, name);
    const marks = await stat(file).catch(() => null);
    if (!marks) continue;
    if (name.endsWith(".tmp")) {
      if (now - marks.mtimeMs > staleTemporaryMs) await rm(file, { recursive: true, force: true });
      continue;
    }
    const stem = name.replace(/\..*$/, "");
    const group = groups.get(stem) ?? { paths: [], usedAt: -Infinity, bytes: 0 };
    groups.set(stem, group);
    group.paths.push(file);
    group.bytes += marks.isDirectory() ? await bytesOf(file) : marks.size;
    group.usedAt = Math.max(group.usedAt, marks.atimeMs, marks.mtimeMs);
    // An entry tied to a folder that is gone is never used again.
    if (
      name.endsWith(".folder") &&
      !(await readFile(file, "utf8")
        .then((owner) => stat(owner))
        .catch(() => null))
    )
      dead.add(group);
  }
  for (const group of dead) group.usedAt = -Infinity;
  return [...groups.values()];
}

/**
 * Removes the entries unused for `maxAgeMs`, those tied to a folder that is gone, and then the least recently used
 * until the cache holds `maxBytes` at most. `force` prunes even when the last prune was less than a day ago.
 */
export async function pruneCache({
  maxAgeMs = 14 * 24 * 60 * 60 * 1000,
  maxBytes = 1024 ** 3,
  now = Date.now(),
  force = false,
  root = ".",
}: PruneOptions & { force?: boolean } = {}): Promise<void> {
  const pruneStamp = path.join(cacheRoot(root), "pruned");
  const last = await stat(pruneStamp).then(
    (marks) => marks.mtimeMs,
    () => -Infinity,
  );
  if (!force && now - last < pruneEveryMs) return;
  const names = await readdir(cacheRoot(root), { withFileTypes: true }).catch(() => []);
  // Files at the top are the caches of earlier versions of the build (bodies-*.json and the like): never read now.
  await Promise.all(
    names
      .filter((one) => !one.isDirectory() && one.name !== "pruned")
      .map((one) => rm(path.join(cacheRoot(root), one.name), { force: true })),
  );
  const folders = names.filter((one) => one.isDirectory()).map((one) => path.join(cacheRoot(root), one.name));
  const entries = (await Promise.all(folders.map((folder) => entriesOf(folder, now)))).flat();
  entries.sort((a, b) => b.usedAt - a.usedAt);
  let bytes = 0;
  for (const entry of entries) {
    bytes += entry.bytes;
    if (now - entry.usedAt > maxAgeMs || bytes > maxBytes)
      await Promise.all(entry.paths.map((file) => rm(file, { recursive: true, force: true })));
  }
  await mkdir(cacheRoot(root), { recursive: true })
    .then(() => writeFile(pruneStamp, ""))
    .catch(() => undefined);
}
