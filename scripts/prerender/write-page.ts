// Renders one page, writes its index.html and page-data.json, keeps both in the page cache, and reads back what the
// build's check needs of it.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fillTemplate } from "../../src/content/outputs/page-template.ts";
import type { PageData } from "../../src/content/pages/list-pages.ts";
import { outputFile } from "../../src/content/shared/paths.ts";
import type { Site } from "../../src/content/shared/types.ts";
import { entryFiles, keepPageFile, type CachedPage } from "./page-cache.ts";
import type { PageModules } from "./page-assets.ts";
import { readPage } from "./page-facts.ts";

export type Render = (path: string, data: PageData) => Promise<string>;

/** A page that could not be rendered: the build stops and names it. */
class PageRenderError extends Error {}

/** Everything a page needs besides its own data; the same for every page of a build. */
export interface PageSetup {
  /** The project's folder: the page cache is in its .cache/. */
  root: string;
  outDir: string;
  template: string;
  site: Site;
}

/** Folders this thread has made: most pages share their parent (blog/), and each page's own folder is new. */
const made = new Set<string>();

/** Forgets the folders made so far: a new build writes into a fresh folder, perhaps at the same path. */
export function forgetFolders(): void {
  made.clear();
}

/**
 * Makes `dir` once per thread; another thread making it too is fine. One plain mkdir when the parent is made already
 * (a page's own folder, the usual case): a recursive one first looks at every folder above it.
 */
function ensureFolder(dir: string): void {
  if (made.has(dir)) return;
  try {
    mkdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") mkdirSync(dir, { recursive: true });
    else if (code !== "EEXIST") throw error;
  }
  made.add(dir);
}

/** One page to render: `json` is its data as `JSON.stringify` wrote it; `entry` names it in the page cache. */
export interface PageJob extends PageModules {
  path: string;
  json: string;
  entry: string;
}

/** Renders and writes one page, and keeps its files as the page cache's entry `entry`. */
export async function writePage(setup: PageSetup, render: Render, job: PageJob): Promise<CachedPage> {
  const { path: sitePath, json, modules, applyModules } = job;
  let rendered: string;
  try {
    rendered = await render(sitePath, JSON.parse(json) as PageData);
  } catch (error) {
    throw new PageRenderError(
      `Rendering ${sitePath} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const html = fillTemplate(setup.template, { path: sitePath, rendered, json, modules, applyModules });
  const htmlFile = path.join(setup.outDir, outputFile(sitePath));
  // Synchronous calls: a page's two small files take about a quarter of the CPU time they take through
  // fs/promises (a thread-pool round trip per open, write and close), and this thread has nothing else to do.
  const dataFile = path.join(setup.outDir, outputFile(sitePath, "page-data.json"));
  ensureFolder(path.dirname(htmlFile));
  writeFileSync(htmlFile, html);
  writeFileSync(dataFile, json);
  const [htmlEntry, dataEntry] = entryFiles(setup.root, job.entry);
  ensureFolder(path.dirname(htmlEntry));
  const files: CachedPage["files"] = [keepPageFile(htmlFile, htmlEntry), keepPageFile(dataFile, dataEntry)];
  return { facts: readPage(html, setup.site), files };
}
