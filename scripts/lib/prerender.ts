// Writes every page's HTML and page-data.json: in worker threads on a big site (both cores), in-process on a small
// one, and reusing the previous build's files for pages whose inputs did not change.
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

const hash = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 22);

async function renderInWorkers(jobs: PageJob[], setup: { serverEntry: string; template: string; outDir: string }): Promise<void> {
  const count = Math.min(os.availableParallelism(), 4, Math.ceil(jobs.length / batchSize));
  let next = 0;
  const workers = Array.from({ length: count }, () => new Worker(new URL("./prerender-worker-entry.mjs", import.meta.url), { workerData: setup }));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              const batch = jobs.slice(next, next + batchSize);
              next += batch.length;
              if (batch.length === 0) resolve();
              else worker.postMessage(batch);
            };
            worker.on("message", (message: { done?: number; error?: string }) => (message.error ? reject(new Error(message.error)) : send()));
            worker.on("error", reject);
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * Renders `pages` into `outDir`. `previousDir` is the last build: a page whose data, template and renderer are
 * unchanged since then is copied from it instead of rendered again. Returns how many pages were rendered.
 */
export async function prerenderPages(options: {
  pages: readonly PageSpec[];
  outDir: string;
  template: string;
  serverEntry: string;
  /** Chunk URLs each page kind preloads (scripts/lib/page-assets.ts). */
  preloads: Record<string, string[]>;
  previousDir: string;
  cacheFile: string;
}): Promise<{ rendered: number; reused: number }> {
  const { pages, outDir, template, serverEntry, preloads, previousDir, cacheFile } = options;
  const key = hash(template + JSON.stringify(preloads) + (await readFile(serverEntry, "utf8")));
  const previous: Cache = existsSync(cacheFile) ? (JSON.parse(await readFile(cacheFile, "utf8")) as Cache) : { key: "", pages: {} };
  const cache: Cache = { key, pages: {} };
  const jobs: PageJob[] = [];
  let reused = 0;
  for (const page of pages) {
    const data = page.build();
    const dataHash = hash(JSON.stringify(data));
    cache.pages[page.path] = dataHash;
    const files = [outputFile(page.path), outputFile(page.path, "page-data.json")];
    const unchanged = previous.key === key && previous.pages[page.path] === dataHash && files.every((file) => existsSync(path.join(previousDir, file)));
    if (!unchanged) {
      jobs.push({ path: page.path, data, preloads: preloads[data.route] ?? [] });
      continue;
    }
    await mkdir(path.dirname(path.join(outDir, files[0] ?? "")), { recursive: true });
    for (const file of files) await copyFile(path.join(previousDir, file), path.join(outDir, file));
    reused++;
  }
  if (jobs.length >= workerThreshold && os.availableParallelism() > 1) {
    await renderInWorkers(jobs, { serverEntry, template, outDir });
  } else if (jobs.length > 0) {
    const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: Render };
    for (const job of jobs) await writePage(outDir, template, render, job.path, job.data, job.preloads);
  }
  await mkdir(path.dirname(cacheFile), { recursive: true });
  await writeFile(cacheFile, JSON.stringify(cache));
  return { rendered: jobs.length, reused };
}
