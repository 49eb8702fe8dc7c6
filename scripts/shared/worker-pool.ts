// Worker threads on a TypeScript module, for the prerender and the data check, through piscina (decision 94). The
// module's default export answers a job (awaiting what the module loads first, so a loading error fails each job with
// its own message). A worker starts through ts-worker.cjs (tsx's require hook, the quicker start) or, for a module
// that needs ESM, ts-worker.mjs.
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";

/**
 * Each worker's heap, capped: workers are threads of the build's process, so their heaps add to its peak memory, and
 * uncapped a worker lets dead pages pile up in a large old generation before it collects (decision 48). A batch of
 * pages needs a few MB; the cap leaves a wide margin.
 */
const heapLimits = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 128 };

/** Starts `size` workers on `module` (a URL), each with `workerData`. `esm`: start through the ESM loader. */
export function workerPool<Job, Result>(options: { module: URL; size: number; workerData?: unknown; esm?: boolean }) {
  const pool = new Piscina<Job, Result>({
    filename: fileURLToPath(new URL(options.esm ? "./ts-worker.mjs" : "./ts-worker.cjs", import.meta.url)),
    argv: [options.module.href],
    workerData: options.workerData,
    minThreads: options.size,
    maxThreads: options.size,
    idleTimeout: Infinity,
    resourceLimits: heapLimits,
  });
  let closed = false;
  return {
    size: options.size,
    /** Runs `job` on the next free worker; rejects with the worker's error when the job or the worker fails. */
    run: (job: Job): Promise<Result> =>
      closed ? Promise.reject(new Error("the worker pool is closed")) : pool.run(job),
    /** Stops every worker; jobs still queued or running are rejected, and later ones refused. */
    close: (): Promise<void> => ((closed = true), pool.destroy()),
  };
}
