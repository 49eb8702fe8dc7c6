// The cache's third kind of entry: a pack, many small blobs end to end in one data file (`<name>-<id>.bin`) with
// `index.json` saying where each lies; a file per text cost a 1,000-post cold build 4.4 s (decision 51). Blobs are
// read when asked for; `save` writes a new pack of the blobs this build used, only when that differs.
import { closeSync, mkdirSync, openSync, readFileSync, readSync, rmSync, statSync, writeSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { writeBlobOrThrow } from "./store.ts";

/** Where a blob lies in the data file: its first byte and its length. */
type Place = [offset: number, length: number];
type PackIndex = { data?: unknown; entries?: Record<string, Place> };

/** The pack the last build left in `dir`, open for reading; an empty one when it is missing or damaged. */
function openPack(dir: string, dataFile: RegExp) {
  try {
    const index = JSON.parse(readFileSync(path.join(dir, "index.json"), "utf8")) as PackIndex;
    if (typeof index.data !== "string" || !dataFile.test(index.data) || typeof index.entries !== "object")
      throw new Error("not a pack index");
    const fd = openSync(path.join(dir, index.data), "r");
    return { data: index.data, fd, entries: new Map(Object.entries(index.entries)) };
  } catch {
    return { data: null, fd: null, entries: new Map<string, Place>() };
  }
}

/** The bytes at `place` in the open file `fd`; null when the file is shorter. */
function readPlace(fd: number, [offset, length]: Place): Buffer | null {
  const bytes = Buffer.alloc(length);
  return readSync(fd, bytes, 0, length, offset) === length ? bytes : null;
}

/** The pack in `dir` (a namespace's folder) whose data files are named `<name>-<id>.bin`. */
export function openCachePack(dir: string, name: string) {
  const stored = openPack(dir, new RegExp(`^${name}-.+\\.bin$`));
  const kept = new Map<string, Place>();
  const fresh = `${name}-${process.pid}-${Date.now().toString(36)}.bin`;
  const added: Record<string, Place> = {};
  const block: Buffer[] = [];
  let fd: number | null = null;
  let [size, blockSize] = [0, 0];
  /** Writes the block to the new data file: about a MB at a time. */
  const flush = () => {
    if (fd === null) mkdirSync(dir, { recursive: true });
    fd ??= openSync(path.join(dir, fresh), "w");
    writeSync(fd, Buffer.concat(block.splice(0), blockSize));
    blockSize = 0;
  };
  const add = (key: string, bytes: Buffer) => {
    if (key in added) return;
    added[key] = [size, bytes.length];
    size += bytes.length;
    blockSize += block.push(bytes) && bytes.length;
    if (blockSize >= 1 << 20) flush();
  };
  return {
    /** The stored blob of `key` (kept for the next pack), or null: a miss. */
    get(key: string): Buffer | null {
      const place = stored.entries.get(key);
      const bytes = place && stored.fd !== null ? readPlace(stored.fd, place) : null;
      if (bytes && place) kept.set(key, place);
      return bytes;
    },
    /** Adds a blob made by this build. */
    add,
    /** Writes the new pack when it differs from the stored one; never throws (the work is only done again). */
    async save(): Promise<void> {
      try {
        if (Object.keys(added).length === 0 && kept.size === stored.entries.size) return;
        for (const [key, place] of kept) {
          const bytes = readPlace(stored.fd!, place);
          if (bytes) add(key, bytes);
        }
        flush();
        closeSync(fd!);
        fd = null;
        await writeBlobOrThrow(path.join(dir, "index.json"), JSON.stringify({ data: fresh, entries: added }));
      } catch {
        if (fd !== null) closeSync(fd);
        rmSync(path.join(dir, fresh), { force: true });
        return;
      } finally {
        if (stored.fd !== null) closeSync(stored.fd);
      }
      // The data file replaced, and strays (over 10 minutes old) of stopped builds; not an index being written.
      for (const one of await readdir(dir).catch(() => [])) {
        if (one === fresh || one.startsWith("index.")) continue;
        const age = Date.now() - (statSync(path.join(dir, one), { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
        if (one === stored.data || age > 10 * 60 * 1000) rmSync(path.join(dir, one), { force: true });
      }
    },
  };
}
