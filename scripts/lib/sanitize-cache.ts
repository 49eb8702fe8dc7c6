// Remembers sanitised post bodies by the hash of their text, so checking an unchanged post skips sanitize-html
// (most of the time validation takes). The cache lives in .cache/ and holds only the current bodies.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Sanitize } from "../../src/content/load.ts";
import { sanitizePostHtml } from "../../src/content/sanitize.ts";

type Entry = ReturnType<Sanitize>;

/** A sanitiser that reuses earlier results; `save()` writes what it used (only when something was new). */
export function memoizedSanitizer(previous: ReadonlyMap<string, Entry> = new Map()) {
  const used = new Map<string, Entry>();
  let misses = 0;
  const sanitize: Sanitize = (html) => {
    const key = createHash("sha1").update(html).digest("base64url");
    let entry = previous.get(key) ?? used.get(key);
    if (!entry) {
      entry = sanitizePostHtml(html);
      misses++;
    }
    used.set(key, entry);
    return entry;
  };
  return { sanitize, used, changed: () => misses > 0 || used.size !== previous.size };
}

export async function readSanitizeCache(file: string): Promise<Map<string, Entry>> {
  if (!existsSync(file)) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(await readFile(file, "utf8")) as Record<string, Entry>));
  } catch {
    return new Map(); // a damaged cache is only a slower check
  }
}

export async function writeSanitizeCache(file: string, entries: ReadonlyMap<string, Entry>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}`;
  await writeFile(temporary, JSON.stringify(Object.fromEntries(entries)));
  await rename(temporary, file);
}
