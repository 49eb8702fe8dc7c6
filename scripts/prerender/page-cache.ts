// Rendered pages kept as blobs in the cache's pages folder (store.ts), so a build links an unchanged page's files
// instead of rendering it again, even when the output folder is gone. An entry is named (prerender.ts) by the key of
// the renderer (template, bundles, site, the code that writes a page: code-key.ts), the page's path and its data; the
// index beside the entries holds each one's facts for the output check and the size and modification time of its
// files, so an entry changed or damaged since it was written is rendered again. Only the cache's pruning removes one.
import { copyFileSync, linkSync, rmSync, statSync } from "node:fs";
import { copyFile, link, mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { cacheFolder, markOf, readJsonBlob, touchEntry, writeBlob } from "../cache/store.ts";
import type { PageFacts } from "./page-facts.ts";

/** The index beside the entries, in the project at `root`; the cache stays safe to delete. */
const indexFile = (root: string) => path.join(cacheFolder("pages", root), "index.json");
/** Bump when the index's shape changes. */
const version = 1;

/** A file's size and modification time when it was written (markOf); [-1, -1] for a file not kept: never found. */
export type FileMark = ReturnType<typeof markOf>;

/** A rendered page: the facts the output check needs, and the marks of its HTML and page-data.json. */
export interface CachedPage {
  facts: PageFacts;
  files: [FileMark, FileMark];
}

/** The entries one build used, by name; written once that build is the site's output. */
export type PageCacheIndex = Record<string, CachedPage>;

/** The entry's two files, in the order of a page's files: HTML, then page-data.json. */
export const entryFiles = (root: string, name: string) =>
  ["html", "json"].map((ext) => path.join(cacheFolder("pages", root), `${name}.${ext}`)) as [string, string];

const isIndex = (value: unknown): value is { version: number; pages: PageCacheIndex } =>
  typeof value === "object" && value !== null && "version" in value && value.version === version && "pages" in value;

/** The entries the last build used; none when the index is missing or damaged (this build renders every page). */
export const readPageCache = async (root: string): Promise<PageCacheIndex> =>
  (await readJsonBlob(indexFile(root), isIndex))?.pages ?? {};

/**
 * Keeps a just-written page file as the entry file `entry`: a hard link (a copy on another file system), replacing an
 * older entry of the name (it may be linked into an earlier output); returns the entry's mark. Synchronous: it runs on
 * the thread that wrote the page. Never fails the build.
 */
export function keepPageFile(written: string, entry: string): FileMark {
  try {
    rmSync(entry, { force: true });
    try {
      linkSync(written, entry);
    } catch {
      copyFileSync(written, entry);
    }
    return markOf(statSync(entry));
  } catch {
    return markOf(null);
  }
}

/** Links `file` as `target`, replacing a file there (the home page's HTML replaces Vite's template); false if not. */
async function linkOver(file: string, target: string): Promise<boolean> {
  try {
    await rm(target, { force: true });
    await link(file, target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== "EXDEV") throw error;
      await copyFile(file, target); // the output is on another file system
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Links an entry's files to `targets` in the output, if both are as they were written. False when not (missing,
 * changed, or removed meanwhile by another build's pruning): the caller renders the page, into a clean place.
 */
export async function linkCachedPage(root: string, name: string, page: CachedPage, targets: readonly [string, string]) {
  const files = entryFiles(root, name);
  const marks = await Promise.all(files.map((file) => stat(file).catch(() => null)));
  if (marks.some((mark, i) => markOf(mark).join() !== page.files[i]?.join())) return false;
  await mkdir(path.dirname(targets[0]), { recursive: true });
  const linked = await Promise.all(files.map((file, i) => linkOver(file, targets[i]!)));
  if (linked.every(Boolean)) return true;
  // A half-linked page: writing through a link would change the entry, so the page is rendered into fresh files.
  await Promise.all(targets.map((target) => rm(target, { force: true })));
  return false;
}

/**
 * Writes the index of the entries the latest build used, marked used for the cache's pruning (store.ts; marking sets
 * their times, so the index holds their marks from after it). Never fails: the cache is only a speed-up.
 */
export async function writePageCache(root: string, pages: PageCacheIndex): Promise<void> {
  const touch = async ([name, page]: [string, CachedPage]) => {
    const [html, data] = await Promise.all(entryFiles(root, name).map((file) => touchEntry(file)));
    page.files = [markOf(html), markOf(data)];
  };
  await Promise.all(Object.entries(pages).map(touch));
  await writeBlob(indexFile(root), JSON.stringify({ version, pages }));
}
