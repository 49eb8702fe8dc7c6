// Reads a data folder into memory for the content core (the core itself does no I/O).
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { DataFile } from "../../src/content/site/load.ts";
import { stripByteOrderMark } from "../../src/content/checking/text-checks.ts";

/** The project's folder (this file is in scripts/shared/): npm runs every script from it. */
const projectRoot = path.resolve(import.meta.dirname, "../..");

/** How file names appear in messages: relative to the project's folder, with `/`. */
export function displayRoot(dir: string): string {
  const relative = path.relative(projectRoot, dir).split(path.sep).join("/");
  return relative && !relative.startsWith("..") ? `${relative}/` : `${dir.split(path.sep).join("/")}/`;
}

/**
 * The path (relative to `dir`, with `/`) of every file under `dir`, sorted, dot-files skipped; and apart, every
 * symbolic link, which the site does not follow (a link may lead out of data/), so the core can name it. A missing
 * folder lists as empty: the core then names each missing file.
 */
export async function listDataEntries(dir: string): Promise<{ files: string[]; links: string[] }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const relative = (entry: (typeof entries)[number]) =>
    path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
  const shown = entries.filter((entry) => !entry.name.startsWith("."));
  return {
    files: shown
      .filter((entry) => entry.isFile())
      .map(relative)
      .sort(),
    links: shown
      .filter((entry) => entry.isSymbolicLink())
      .map(relative)
      .sort(),
  };
}

/** The files under `dir` (see `listDataEntries`). */
export async function listDataFiles(dir: string): Promise<string[]> {
  return (await listDataEntries(dir)).files;
}

/** What the core says about a symbolic link in the data folder. */
const symlinkMessage =
  "this is a symbolic link, which the site does not follow (it may lead out of the data folder): put the file itself here";

/** A listed symbolic link as the core takes it: named, not read. */
export const linkedFile = (file: string): DataFile => ({ path: file, text: "", unreadable: symlinkMessage });

/** A file that could not be read, as the core takes it: named with the reason, instead of a stack trace. */
function unreadableFile(file: string, error: unknown): DataFile {
  const code = (error as NodeJS.ErrnoException).code ?? String(error);
  return {
    path: file,
    text: "",
    unreadable: `the file cannot be read (${code}): check that it is a file you may read`,
  };
}

/**
 * The one place a data file's text is read: as UTF-8 (bytes that are not become U+FFFD, which the core then
 * refuses with their line), without a leading byte-order mark (some Windows editors add one).
 */
function readDataText(file: string): string {
  return stripByteOrderMark(readFileSync(file, "utf8"));
}

/** Reads one post body (HTML or Markdown). Every body is read through here, on the main thread and in workers
 * alike, so a check on a body's raw text (encoding, size) applies to both kinds. */
export function readBodyFile(dir: string, file: string): string {
  return readDataText(path.join(dir, file));
}

/**
 * Reads files one after another, synchronously: through promises each small file costs an open, a stat, a read and
 * a close in the thread pool, which is slower for many small files (docs/performance.md); and it never holds more
 * than one open.
 */
export function readFilesIn(dir: string, files: readonly string[]): DataFile[] {
  return files.map((file) => {
    try {
      return { path: file, text: readDataText(path.join(dir, file)) };
    } catch (error) {
      return unreadableFile(file, error);
    }
  });
}

/** Every file under `dir`, read, and every symbolic link, unread. */
export async function readDataFiles(dir: string): Promise<DataFile[]> {
  const { files, links } = await listDataEntries(dir);
  return [...readFilesIn(dir, files), ...links.map(linkedFile)].sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** The files in `public/` (which the build copies to the site's root), as `loadContent` takes them. */
export async function listPublicFiles(dir = path.join(projectRoot, "public")): Promise<Set<string>> {
  return new Set((await listDataEntries(dir)).files);
}
