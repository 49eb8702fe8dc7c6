// Worker threads on a TypeScript module, for the prerender and the data check: a tinypool pool whose workers start
// through pool-worker.cjs (tsx's require hook, the quicker start) or, for a module that needs ESM, pool-worker.mjs. The
// module's default export answers each job; what it throws rejects that job with its message.
import Tinypool from "tinypool";

/**
 * Each worker's heap, capped: workers are threads of the build's process, so their heaps add to its peak memory, and
 * uncapped a worker lets dead pages pile up in a large old generation before it collects (decision 48). A batch of
 * pages needs a few MB; the cap leaves a wide margin.
 */
const resourceLimits = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 128 };

/** Starts `size` workers on `module` (a URL), each with `workerData`. `esm`: start through the ESM loader. */
export function workerPool<Job, Result>(options: { module: URL; size: number; workerData?: unknown; esm?: boolean }) {
  const pool = new Tinypool({
    filename: new URL(options.esm ? "./pool-worker.mjs" : "./pool-worker.cjs", import.meta.url).href,
    minThreads: options.size,
    maxThreads: options.size,
    // A worker holds its next job while it does one, so it starts on it without waiting for this thread.
    concurrentTasksPerWorker: 2,
    resourceLimits,
    workerData: { module: options.module.href, data: options.workerData },
  });
  return {
    size: options.size,
    /** Runs `job` on a worker; rejects with the error the job threw, or the worker's when it stopped. */
    run: (job: Job) => pool.run(job) as Promise<Result>,
    /** Stops every worker; jobs still held are rejected. */
    close: () => pool.destroy(),
  };
}

/** In a worker: the `workerData` its pool was given. */
export const poolData = <T>(): T => (Tinypool.workerData as { data: T }).data;
