// Reads a data folder into memory for the content core (the core itself does no I/O).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { DataFile } from "../../src/content/load.ts";

/** The folder content comes from: `data/`, or `DATA_DIR` (benchmarks and tests use temporary trees). */
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? "data");
}

/** How file names appear in messages: relative to the working directory, with `/`. */
export function displayRoot(dir: string): string {
  const relative = path.relative(process.cwd(), dir).split(path.sep).join("/");
  return relative && !relative.startsWith("..") ? `${relative}/` : `${dir.split(path.sep).join("/")}/`;
}

/** Every file under `dir` (dot-files skipped). A missing folder reads as empty: the core then names each missing file. */
export async function readDataFiles(dir: string): Promise<DataFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const files = entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
  // Read in slices: a site of 10,000 posts has 20,000 files, more than a process may have open at once.
  const read: DataFile[] = [];
  for (let start = 0; start < files.length; start += 256) {
    const slice = files.slice(start, start + 256);
    read.push(...(await Promise.all(slice.map(async (file) => ({ path: file, text: await readFile(path.join(dir, file), "utf8") })))));
  }
  return read;
}
