// Writes a search index's files into search/, each named by a hash of its content.
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { searchIndexBuilder } from "../../src/content/search/search-index.ts";

/** Writes `builder`'s files into `dir`; returns how many. */
export async function writeSearchFiles(dir: string, builder: ReturnType<typeof searchIndexBuilder>): Promise<number> {
  await mkdir(dir, { recursive: true });
  const files = builder.files(
    (kind, text) => `${kind}-${createHash("sha256").update(text).digest("hex").slice(0, 12)}.json`,
  );
  for (const [name, text] of files) await writeFile(path.join(dir, name), text);
  return files.size;
}
