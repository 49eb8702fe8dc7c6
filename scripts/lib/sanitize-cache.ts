// Remembers sanitised post bodies by the hash of their text, so checking an unchanged post skips sanitize-html
// (most of the time validation takes). The cache lives in .cache/ and holds only the current bodies; a body the
// sanitiser leaves as it is (every valid one) is kept as its removals alone, so the file stays small.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Sanitize } from "../../src/content/load.ts";
import { sanitizePostHtml, type Removal } from "../../src/content/sanitize.ts";

/** A sanitised body as remembered: `html` only when the sanitiser changed the text. */
export interface StoredBody {
  removals: Removal[];
  html?: string;
}

export const bodyKey = (html: string) => createHash("sha1").update(html).digest("base64url");

/** Sanitises one body into what the cache keeps of it. */
export function sanitizeForStore(html: string): StoredBody {
  const result = sanitizePostHtml(html);
  return result.html === html ? { removals: result.removals } : result;
}

/**
 * A sanitiser that reuses earlier results: `previous` from the cache file, `fresh` sanitised just now (in
 * parallel, scripts/lib/load-data.ts), both by `keyOf` the body. `changed()` says whether the cache file needs writing.
 */
export function memoizedSanitizer(
  previous: ReadonlyMap<string, StoredBody> = new Map(),
  fresh: ReadonlyMap<string, StoredBody> = new Map(),
  keyOf: (html: string) => string = bodyKey,
) {
  const used = new Map<string, StoredBody>();
  let misses = 0;
  const sanitize: Sanitize = (html) => {
    const key = keyOf(html);
    let stored = used.get(key) ?? fresh.get(key) ?? previous.get(key);
    if (!stored) {
      stored = sanitizeForStore(html);
      misses++;
    }
    used.set(key, stored);
    return { html: stored.html ?? html, removals: stored.removals };
  };
  return { sanitize, used, changed: () => misses > 0 || fresh.size > 0 || used.size !== previous.size };
}

/** Changes with the sanitiser's code (its allow-list and messages) and sanitize-html's version: a cache written by another is not used. */
const sanitizerVersion = createHash("sha1")
  .update(readFileSync(new URL("../../src/content/sanitize.ts", import.meta.url)))
  .update(readFileSync(createRequire(import.meta.url).resolve("sanitize-html/package.json")))
  .digest("base64url");

interface CacheFile {
  version: string;
  bodies: Record<string, StoredBody>;
}

export async function readSanitizeCache(file: string): Promise<Map<string, StoredBody>> {
  if (!existsSync(file)) return new Map();
  try {
    const cache = JSON.parse(await readFile(file, "utf8")) as Partial<CacheFile>;
    return cache.version === sanitizerVersion && cache.bodies ? new Map(Object.entries(cache.bodies)) : new Map();
  } catch {
    return new Map(); // a damaged cache is only a slower check
  }
}

export async function writeSanitizeCache(file: string, entries: ReadonlyMap<string, StoredBody>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}`;
  const cache: CacheFile = { version: sanitizerVersion, bodies: Object.fromEntries(entries) };
  await writeFile(temporary, JSON.stringify(cache));
  await rename(temporary, file);
}
