// Writes every page's HTML and page-data.json, a batch at a time so memory stays flat however big the site:
// in worker threads on a big site (both cores), in-process on a small one, and linking from the page cache
// (page-cache.ts) the pages whose inputs did not change. Returns what the build's check needs of every page.
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageSpec } from "../../src/content/pages/list-pages.ts";
import { outputFile } from "../../src/content/shared/paths.ts";
import type { Site } from "../../src/content/shared/types.ts";
import { codeKey } from "../cache/code-key.ts";
import { cacheKey } from "../cache/store.ts";
import { linkCachedPage, type CachedPage, type PageCacheIndex } from "./page-cache.ts";
import type { PageModules } from "./page-assets.ts";
import { workerPool } from "../shared/worker-pool.ts";
import { forgetFolders, writePage, type PageJob, type PageSetup, type Render } from "./write-page.ts";

/** Below this many pages, starting workers costs more than it saves. */
const workerThreshold = 400;
/**
 * Pages per batch sent to a worker. Small, because a batch's data stays on this thread's heap until it is sent:
 * with large batches the young generation's collections promote it, and the old generation fills with dead page
 * data until a full collection (figures in decision 32).
 */
const batchSize = 10;

/** A page kind Vite's manifest gave no modules. */
const noModules: PageModules = { modules: [], applyModules: [] };

/**
 * Renders `pages` into `outDir`. A page whose data, template and renderer match an entry of the page cache (`cached`,
 * the index the last build wrote) is linked from it, with its facts, instead of rendered again. Returns the index of
 * every page of this build, to be written once the build is the site's output.
 */
export async function prerenderPages(options: {
  /** The project's folder: the page cache and the renderer's code key are in its .cache/. */
  root: string;
  pages: readonly PageSpec[];
  outDir: string;
  template: string;
  serverEntry: string;
  /** The module URLs boot.ts preloads, per page kind (scripts/prerender/page-assets.ts). */
  modules: Record<string, PageModules>;
  site: Site;
  cached: PageCacheIndex;
}): Promise<{ rendered: number; reused: number; cache: PageCacheIndex; facts: Map<string, CachedPage["facts"]> }> {
  const { root, pages, outDir, template, serverEntry, modules, site, cached } = options;
  // The renderer: the code that writes a page (the worker's import closure), the template, the bundles and the site.
  const writer = await codeKey(root, new URL("./prerender-worker.ts", import.meta.url));
  const key = cacheKey(writer, template, JSON.stringify(modules), site.url, await readFile(serverEntry));
  const cache: PageCacheIndex = {};
  const facts = new Map<string, CachedPage["facts"]>();
  const setup: PageSetup = { root, outDir, template, site };
  forgetFolders();
  let pool: ReturnType<typeof workerPool<PageJob[], CachedPage[]>> | null = null;
  let render: Render | null = null;
  const running = new Set<Promise<void>>();
  let rendered = 0;
  let reused = 0;
  // The first batch that failed: it stops the rendering and fails the build, once the batches under way have settled.
  let failed: { error: unknown } | undefined;
  try {
    for (let start = 0; start < pages.length && !failed; start += batchSize) {
      const jobs: PageJob[] = [];
      const reusing: Array<Promise<PageJob | null>> = [];
      for (const page of pages.slice(start, start + batchSize)) {
        const data = page.build();
        const json = JSON.stringify(data);
        const job: PageJob = { path: page.path, json, ...(modules[data.route] ?? noModules), entry: "" };
        job.entry = cacheKey(key, page.path, json); // the renderer, the page and its data
        const entry = cached[job.entry];
        if (!entry) {
          jobs.push(job);
          continue;
        }
        const targets = [outputFile(page.path), outputFile(page.path, "page-data.json")] as const;
        reusing.push(
          linkCachedPage(root, job.entry, entry, [path.join(outDir, targets[0]), path.join(outDir, targets[1])]).then(
            (linked) => {
              if (!linked) return job;
              cache[job.entry] = entry;
              facts.set(page.path, entry.facts);
              reused++;
              return null;
            },
          ),
        );
      }
      // An entry that could not be linked is rendered with the rest.
      for (const job of await Promise.all(reusing)) if (job) jobs.push(job);
      if (jobs.length === 0) continue;
      rendered += jobs.length;
      // Only the paths and names: the pages' data is copied to the worker as it is sent, and kept here it would
      // outlive the young generation's collections and pile up in the old one until a full collection.
      const sent = jobs.map((job) => [job.path, job.entry] as const);
      const remember = (written: CachedPage[]) =>
        sent.forEach(([sitePath, entry], i) => {
          const page = written[i];
          facts.set(sitePath, page?.facts ?? { headProblems: ["not rendered"], ids: [], links: [] });
          if (page) cache[entry] = page;
        });
      if (pages.length >= workerThreshold && os.availableParallelism() > 1) {
        // Each worker renders the batches it is sent one after another; a batch goes to the worker holding the
        // fewest, so a worker can hold the next one and start on it without waiting for this thread.
        pool ??= workerPool<PageJob[], CachedPage[]>({
          module: new URL("./prerender-worker.ts", import.meta.url),
          size: Math.min(os.availableParallelism(), 4),
          workerData: { ...setup, serverEntry },
        });
        const batch = pool
          .run(jobs)
          .then(remember, (error: unknown) => void (failed ??= { error }))
          .finally(() => running.delete(batch));
        running.add(batch);
        // Keep every worker busy: one batch waits ready for the first worker to finish, so no worker waits while this
        // thread builds the next batch's data; no more batches than that are in memory.
        if (running.size > pool.size) await Promise.race(running);
      } else {
        render ??= ((await import(pathToFileURL(serverEntry).href)) as { render: Render }).render;
        const written: CachedPage[] = [];
        for (const job of jobs) written.push(await writePage(setup, render, job));
        remember(written);
      }
    }
    await Promise.all(running);
    if (failed) throw failed.error;
  } finally {
    await pool?.close();
  }
  return { rendered, reused, cache, facts };
}
