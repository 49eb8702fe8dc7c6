// What the search index takes from each post body (its heading words and distinct words), kept in the cache's
// search-text folder (store.ts) by a hash of the body and of the code that reads it (code-key.ts), so a build reads
// again only the bodies that changed.
//
// One pack of texts, not a file per body: a cold build at 1,000 posts spent 4.4 s of its main thread creating a
// thousand small files (decision 51). The pack is `texts-<id>.bin`, the texts end to end, and `index.json`, which names
// that file and where each text lies in it. A text is read from it when a body asks for it, so the whole of it never
// sits in memory. A build that found every text and needed all of them writes nothing; otherwise it writes a new pack
// of the texts it used, and the next build reads that.
import { createHash } from "node:crypto";
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { postSearchText, type PostSearchText } from "../../src/content/search/search-index.ts";
import { codeKey } from "../cache/code-key.ts";
import { cacheFolder } from "../cache/store.ts";
import { writeCacheFile } from "../cache/write-file.ts";

/** The code a body's search text comes from: this module's import closure, the search index's module in it. */
const codeVersion = () => codeKey(import.meta.url);

/** Where a text lies in the pack's data file: its first byte and its length. */
type Place = [offset: number, length: number];

/** index.json: the data file's name, and each text's place in it by its key. */
interface PackIndex {
  data: string;
  entries: Record<string, Place>;
}

const indexName = "index.json";
const dataFile = /^texts-.+\.bin$/;
/** Another build's data file younger than this may still be being written: it is left alone. */
const strayAgeMs = 10 * 60 * 1000;
/** Texts are written to the new data file in blocks of about this many bytes. */
const blockBytes = 1 << 20;

/** The pack the last build left, open for reading; an empty one when it is missing or its index is damaged. */
function openPack(dir: string): { data: string | null; fd: number | null; entries: Map<string, Place> } {
  try {
    const index = JSON.parse(readFileSync(path.join(dir, indexName), "utf8")) as Partial<PackIndex>;
    if (typeof index.data !== "string" || !dataFile.test(index.data) || typeof index.entries !== "object")
      throw new Error("not a pack index");
    const fd = openSync(path.join(dir, index.data), "r");
    return { data: index.data, fd, entries: new Map(Object.entries(index.entries ?? {})) };
  } catch {
    return { data: null, fd: null, entries: new Map() };
  }
}

/** The bytes at `place` in the open file `fd`; null when the file is shorter. */
function readPlace(fd: number, [offset, length]: Place): Buffer | null {
  const bytes = Buffer.alloc(length);
  return readSync(fd, bytes, 0, length, offset) === length ? bytes : null;
}

/** A stored text as the index needs it, or null when it is damaged (the body is then read again). */
function parseText(bytes: Buffer | null): PostSearchText | null {
  if (!bytes) return null;
  try {
    const { headings, body } = JSON.parse(bytes.toString("utf8")) as Partial<PostSearchText>;
    return typeof headings === "string" && typeof body === "string" ? { headings, body } : null;
  } catch {
    return null;
  }
}

/** A data file written a block at a time, each text's place recorded as it is added. */
class PackWriter {
  readonly name = `texts-${process.pid}-${Date.now().toString(36)}.bin`;
  readonly entries: Record<string, Place> = {};
  private fd: number | null = null;
  private size = 0;
  private block: Buffer[] = [];
  private blockSize = 0;

  constructor(private readonly dir: string) {}

  has(key: string): boolean {
    return key in this.entries;
  }

  add(key: string, bytes: Buffer): void {
    this.entries[key] = [this.size, bytes.length];
    this.size += bytes.length;
    this.block.push(bytes);
    this.blockSize += bytes.length;
    if (this.blockSize >= blockBytes) this.flush();
  }

  private flush(): void {
    if (this.fd === null) {
      mkdirSync(this.dir, { recursive: true });
      this.fd = openSync(path.join(this.dir, this.name), "w");
    }
    if (this.blockSize > 0) writeSync(this.fd, Buffer.concat(this.block, this.blockSize));
    this.block = [];
    this.blockSize = 0;
  }

  /** Writes what is left, then the index that names this file: from then on it is the pack. */
  async finish(): Promise<void> {
    this.flush();
    closeSync(this.fd!);
    this.fd = null;
    await writeCacheFile(path.join(this.dir, indexName), JSON.stringify({ data: this.name, entries: this.entries }));
  }

  /** Gives up: the half-written data file is removed. */
  abandon(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    rmSync(path.join(this.dir, this.name), { force: true });
  }
}

/**
 * Removes the data files no index names any more (the one replaced, and strays of builds that stopped mid-way), and
 * the file per body that earlier versions kept here.
 */
function removeOldData(dir: string, keep: string, replaced: string | null): void {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name === keep || name === indexName || name.endsWith(".tmp")) continue;
    const old = !dataFile.test(name) || name === replaced || Date.now() - statSync(file).mtimeMs > strayAgeMs;
    if (old) rmSync(file, { force: true });
  }
}

/**
 * The search text of each body, from the pack in the cache or from the body; `save` writes a new pack when this build
 * read a body again or no longer needs some of the stored texts.
 */
export async function searchTextCache(cacheDir = cacheFolder("search-text")): Promise<{
  searchText: (html: string) => PostSearchText;
  save: () => Promise<void>;
}> {
  const version = await codeVersion();
  const stored = openPack(cacheDir);
  const kept = new Map<string, Place>();
  const added = new PackWriter(cacheDir);
  return {
    searchText(html) {
      const key = createHash("sha1").update(version).update(html).digest("base64url");
      const place = stored.entries.get(key);
      const text = place && stored.fd !== null ? parseText(readPlace(stored.fd, place)) : null;
      if (text && place) {
        kept.set(key, place);
        return text;
      }
      const read = postSearchText(html);
      if (!added.has(key)) added.add(key, Buffer.from(JSON.stringify(read)));
      return read;
    },
    async save() {
      const unchanged = Object.keys(added.entries).length === 0 && kept.size === stored.entries.size;
      // Only a speed-up: on any failure the bodies are read again next time.
      try {
        if (unchanged) return;
        // The texts read from the old pack follow the new ones, so the new pack holds every text this build used.
        for (const [key, place] of kept) {
          const bytes = readPlace(stored.fd!, place);
          if (bytes && !added.has(key)) added.add(key, bytes);
        }
        await added.finish();
      } catch {
        added.abandon();
        return;
      } finally {
        if (stored.fd !== null) closeSync(stored.fd);
      }
      try {
        removeOldData(cacheDir, added.name, stored.data);
      } catch {
        // A file another build removed first.
      }
    },
  };
}
