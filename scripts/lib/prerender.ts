// Writes every page's HTML and page-data.json, a batch at a time so memory stays flat however big the site:
// in worker threads on a big site (both cores), in-process on a small one, and reusing the previous build's
// files for pages whose inputs did not change.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { PageSpec } from "../../src/content/pages/index.ts";
import { outputFile } from "../../src/content/paths.ts";
import type { PageJob } from "./prerender-worker.ts";
import { writePage, type Render } from "./write-page.ts";

export { PageRenderError } from "./write-page.ts";

/** Below this many pages, starting workers costs more than it saves. */
const workerThreshold = 400;
const batchSize = 50;

interface Cache {
  key: string;
  pages: Record<string, string>;
}

interface Setup {
  serverEntry: string;
  template: string;
  outDir: string;
}

const hash = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 22);

/** Worker threads that each render one batch at a time. */
function workerPool(setup: Setup) {
  const size = Math.min(os.availableParallelism(), 4);
  const idle = Array.from({ length: size }, () => new Worker(new URL("./ts-worker.mjs", import.meta.url), { argv: [new URL("./prerender-worker.ts", import.meta.url).href], workerData: setup }));
  const all = [...idle];
  return {
    size,
    run(jobs: PageJob[]): Promise<void> {
      const worker = idle.pop();
      if (!worker) throw new Error("no idle prerender worker");
      return new Promise<void>((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        worker.once("error", onError);
        worker.once("message", (message: { error?: string }) => {
          worker.off("error", onError);
          idle.push(worker);
          if (message.error) reject(new Error(message.error));
          else resolve();
        });
        worker.postMessage(jobs);
      });
    },
    close: () => Promise.all(all.map((worker) => worker.terminate())),
  };
}

/**
 * Renders `pages` into `outDir`. `previousDir` is the last build: a page whose data, template and renderer are
 * unchanged since then is copied from it instead of rendered again.
 */
export async function prerenderPages(options: {
  pages: readonly PageSpec[];
  outDir: string;
  template: string;
  serverEntry: string;
  /** The module URLs each page kind runs (scripts/lib/page-assets.ts). */
  modules: Record<string, string[]>;
  previousDir: string;
  cacheFile: string;
}): Promise<{ rendered: number; reused: number }> {
  const { pages, outDir, template, serverEntry, modules, previousDir, cacheFile } = options;
  const key = hash(template + JSON.stringify(modules) + (await readFile(serverEntry, "utf8")));
  const previous: Cache = existsSync(cacheFile) ? (JSON.parse(await readFile(cacheFile, "utf8")) as Cache) : { key: "", pages: {} };
  const cache: Cache = { key, pages: {} };
  const setup = { serverEntry, template, outDir };
  let pool: ReturnType<typeof workerPool> | null = null;
  let render: Render | null = null;
  const running = new Set<Promise<void>>();
  let rendered = 0;
  let reused = 0;
  try {
    for (let start = 0; start < pages.length; start += batchSize) {
      const jobs: PageJob[] = [];
      for (const page of pages.slice(start, start + batchSize)) {
        const data = page.build();
        const dataHash = hash(JSON.stringify(data));
        cache.pages[page.path] = dataHash;
        const files = [outputFile(page.path), outputFile(page.path, "page-data.json")];
        const unchanged = previous.key === key && previous.pages[page.path] === dataHash && files.every((file) => existsSync(path.join(previousDir, file)));
        if (!unchanged) {
          jobs.push({ path: page.path, data, modules: modules[data.route] ?? [] });
          continue;
        }
        await mkdir(path.dirname(path.join(outDir, files[0] ?? "")), { recursive: true });
        for (const file of files) await copyFile(path.join(previousDir, file), path.join(outDir, file));
        reused++;
      }
      if (jobs.length === 0) continue;
      rendered += jobs.length;
      if (pages.length >= workerThreshold && os.availableParallelism() > 1) {
        pool ??= workerPool(setup);
        const batch = pool.run(jobs).finally(() => running.delete(batch));
        running.add(batch);
        // Keep every worker busy, but no more batches in memory than there are workers.
        if (running.size >= pool.size) await Promise.race(running);
      } else {
        render ??= ((await import(pathToFileURL(serverEntry).href)) as { render: Render }).render;
        for (const job of jobs) await writePage(outDir, template, render, job.path, job.data, job.modules);
      }
    }
    await Promise.all(running);
  } finally {
    await pool?.close();
  }
  await mkdir(path.dirname(cacheFile), { recursive: true });
  await writeFile(cacheFile, JSON.stringify(cache));
  return { rendered, reused };
}
