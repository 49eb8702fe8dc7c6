// Writes every page's HTML and page-data.json, a batch at a time so memory stays flat however big the site:
// in worker threads on a big site (both cores), in-process on a small one, and reusing the last build's files
// for pages whose inputs did not change. Returns what the build's check needs of every page.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, link, mkdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageSpec } from "../../src/content/pages/list-pages.ts";
import { outputFile } from "../../src/content/shared/paths.ts";
import type { Site } from "../../src/content/shared/types.ts";
import { writeCacheFile } from "../shared/cache-file.ts";
import { recordCacheFolder } from "../shared/folder-cache.ts";
import type { PageFacts } from "./page-facts.ts";
import type { PageJob } from "./prerender-worker.ts";
import { workerPool } from "../shared/worker-pool.ts";
import { forgetFolders, writePage, type PageSetup, type Render } from "./write-page.ts";

/** Below this many pages, starting workers costs more than it saves. */
const workerThreshold = 400;
/**
 * Pages per batch sent to a worker. Small, because a batch's data stays on this thread's heap until it is sent:
 * with large batches the young generation's collections promote it, and the old generation fills with dead page
 * data until a full collection (figures in decision 32).
 */
const batchSize = 10;

/**
 * What a build's pages were made from, to be written only once that build is the site's output: a build that
 * failed later must not pass its pages off as the ones in `dist/`. `key` covers the template and the renderer.
 */
export interface PrerenderCache {
  key: string;
  pages: Record<string, { data: string; facts: PageFacts }>;
}

const hash = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 22);

export async function readPrerenderCache(file: string): Promise<PrerenderCache | null> {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(await readFile(file, "utf8")) as PrerenderCache;
  } catch {
    return null; // a damaged cache only makes this build slower
  }
}

/** Writes the cache of the output folder `distDir`. */
export async function writePrerenderCache(file: string, distDir: string, cache: PrerenderCache): Promise<void> {
  await writeCacheFile(file, JSON.stringify(cache));
  await recordCacheFolder(file, distDir);
}

/**
 * Puts an unchanged page's files from the last build into the new one: hard links, which cost no copying (a build
 * only ever writes new files into a fresh folder, so the two never need to differ), or copies where links fail.
 * Through fs/promises, so the folder and the links of a batch's pages are made on libuv's threads at once, and this
 * thread goes on meanwhile: on a rebuild nearly every page is reused, so this must not wait page by page.
 */
async function reuseFiles(previousDir: string, outDir: string, files: readonly string[]): Promise<void> {
  await mkdir(path.dirname(path.join(outDir, files[0] ?? "")), { recursive: true });
  await Promise.all(
    files.map(async (file) => {
      const [from, to] = [path.join(previousDir, file), path.join(outDir, file)];
      await link(from, to).catch(() => copyFile(from, to));
    }),
  );
}

/**
 * Renders `pages` into `outDir`. `previousDir` is the last build, made from `previous`: a page whose data, template
 * and renderer are unchanged since then is linked from it, with its facts, instead of rendered again.
 */
export async function prerenderPages(options: {
  pages: readonly PageSpec[];
  outDir: string;
  template: string;
  serverEntry: string;
  /** The module URLs each page kind runs (scripts/pipeline/page-assets.ts). */
  modules: Record<string, string[]>;
  site: Site;
  previousDir: string;
  previous: PrerenderCache | null;
}): Promise<{ rendered: number; reused: number; cache: PrerenderCache }> {
  const { pages, outDir, template, serverEntry, modules, site, previousDir } = options;
  const key = hash(template + JSON.stringify(modules) + site.url + (await readFile(serverEntry, "utf8")));
  const previous = options.previous?.key === key ? options.previous.pages : {};
  const cache: PrerenderCache = { key, pages: {} };
  const setup: PageSetup = { outDir, template, site };
  forgetFolders();
  let pool: ReturnType<typeof workerPool<PageJob[], PageFacts[]>> | null = null;
  let render: Render | null = null;
  const running = new Set<Promise<void>>();
  let rendered = 0;
  let reused = 0;
  try {
    for (let start = 0; start < pages.length; start += batchSize) {
      const jobs: PageJob[] = [];
      const hashes: string[] = [];
      const reusing: Array<Promise<void>> = [];
      for (const page of pages.slice(start, start + batchSize)) {
        const data = page.build();
        const json = JSON.stringify(data);
        const dataHash = hash(json);
        const files = [outputFile(page.path), outputFile(page.path, "page-data.json")];
        const before = previous[page.path];
        if (before?.data !== dataHash || !files.every((file) => existsSync(path.join(previousDir, file)))) {
          jobs.push({ path: page.path, json, modules: modules[data.route] ?? [] });
          hashes.push(dataHash);
          continue;
        }
        reusing.push(reuseFiles(previousDir, outDir, files));
        cache.pages[page.path] = before;
        reused++;
      }
      await Promise.all(reusing);
      if (jobs.length === 0) continue;
      rendered += jobs.length;
      // Only the paths: the pages' data is copied to the worker as it is sent, and kept here it would outlive the
      // young generation's collections and pile up in the old one until a full collection.
      const sent = jobs.map((job) => job.path);
      const remember = (facts: PageFacts[]) =>
        sent.forEach((sitePath, i) => {
          cache.pages[sitePath] = {
            data: hashes[i] ?? "",
            facts: facts[i] ?? { headProblems: ["not rendered"], ids: [], links: [] },
          };
        });
      if (pages.length >= workerThreshold && os.availableParallelism() > 1) {
        // Each worker renders the batches it is sent one after another; a batch goes to the worker holding the
        // fewest, so a worker can hold the next one and start on it without waiting for this thread.
        pool ??= workerPool<PageJob[], PageFacts[]>({
          module: new URL("./prerender-worker.ts", import.meta.url),
          size: Math.min(os.availableParallelism(), 4),
          workerData: { ...setup, serverEntry },
        });
        const batch = pool
          .run(jobs)
          .then(remember)
          .finally(() => running.delete(batch));
        running.add(batch);
        // A failed batch fails the build through the race below or the final wait; this only keeps Node from
        // also reporting it as unhandled when the build has already stopped at another one.
        batch.catch(() => undefined);
        // Keep every worker busy: one batch waits ready for the first worker to finish, so no worker waits while this
        // thread builds the next batch's data; no more batches than that are in memory.
        if (running.size > pool.size) await Promise.race(running);
      } else {
        render ??= ((await import(pathToFileURL(serverEntry).href)) as { render: Render }).render;
        const facts: PageFacts[] = [];
        for (const job of jobs) facts.push(await writePage(setup, render, job.path, job.json, job.modules));
        remember(facts);
      }
    }
    await Promise.all(running);
  } finally {
    await pool?.close();
  }
  return { rendered, reused, cache };
}
