// Worker threads on a TypeScript module, for the prerender and the data check. Each worker does the jobs it is
// sent one after another, in the order they came, so answers are matched to jobs by order. A worker starts through
// ts-worker.cjs (tsx's require hook, the quicker start) or, for a module that needs ESM, ts-worker.mjs.
import { parentPort, Worker } from "node:worker_threads";

type Message<Result> = { ready: true } | { answer: Result } | { error: string };

interface PoolWorker<Job, Result> {
  /** Settles when the worker has loaded; rejects when it fails or stops first. */
  ready(): Promise<void>;
  /** How many jobs the worker holds: sent to it and not yet answered. */
  readonly held: number;
  /** Sends `job` to this worker; rejects with the worker's message when the job fails, or when the worker stops. */
  run(job: Job): Promise<Result>;
}

/**
 * Each worker's heap, capped: workers are threads of the build's process, so their heaps add to its peak memory, and
 * uncapped a worker lets dead pages pile up in a large old generation before it collects (decision 48). A batch of
 * pages needs a few MB; the cap leaves a wide margin.
 */
const heapLimits = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 128 };

function startWorker<Job, Result>(starter: URL, module: URL, workerData: unknown) {
  const worker = new Worker(starter, { argv: [module.href], workerData, resourceLimits: heapLimits });
  const held: Array<{ resolve: (result: Result) => void; reject: (error: Error) => void }> = [];
  let stopped: Error | undefined;
  // Whether the worker loaded, as a value: only a caller that asks (`ready()`) hears of a failure, as a rejection.
  let loaded: (outcome: Error | undefined) => void = () => {};
  const outcome = new Promise<Error | undefined>((resolve) => (loaded = resolve));
  const stop = (error: Error) => {
    stopped ??= error;
    loaded(stopped);
    for (const job of held.splice(0)) job.reject(stopped);
  };
  worker.on("message", (message: Message<Result>) => {
    if ("ready" in message) return loaded(undefined);
    const job = held.shift();
    if ("error" in message) job?.reject(new Error(message.error));
    else job?.resolve(message.answer);
  });
  worker.on("error", stop);
  worker.on("exit", (code) => stop(new Error(`the worker stopped (exit code ${code})`)));
  const handle: PoolWorker<Job, Result> = {
    ready: async () => {
      const error = await outcome;
      if (error) throw error;
    },
    get held() {
      return held.length;
    },
    run: (job) => {
      if (stopped) return Promise.reject(stopped);
      return new Promise<Result>((resolve, reject) => {
        held.push({ resolve, reject });
        worker.postMessage(job);
      });
    },
  };
  return { handle, worker };
}

/** Starts `size` workers on `module` (a URL), each with `workerData`. `esm`: start through the ESM loader. */
export function workerPool<Job, Result>(options: { module: URL; size: number; workerData?: unknown; esm?: boolean }) {
  const starter = new URL(options.esm ? "./ts-worker.mjs" : "./ts-worker.cjs", import.meta.url);
  const started = Array.from({ length: options.size }, () =>
    startWorker<Job, Result>(starter, options.module, options.workerData),
  );
  const workers = started.map(({ handle }) => handle);
  return {
    size: workers.length,
    workers,
    /** Sends `job` to the worker holding the fewest jobs, so a worker can hold its next job and start on it at once. */
    run: (job: Job): Promise<Result> => workers.reduce((a, b) => (b.held < a.held ? b : a)).run(job),
    /** Stops every worker; jobs still held are rejected. */
    close: async (): Promise<void> => {
      await Promise.all(started.map(({ worker }) => worker.terminate()));
    },
  };
}

/**
 * The worker's side: answers each job with `handle`'s result, or its error's message, one job after another. The
 * worker says it is ready once `loading` settles; if `loading` fails, the worker fails with that error.
 */
export function serveJobs<Job, Result>(
  handle: (job: Job) => Result | Promise<Result>,
  loading: Promise<unknown> = Promise.resolve(),
): void {
  const port = parentPort;
  if (!port) throw new Error("serveJobs must run in a worker thread");
  let queue = loading.then(() => port.postMessage({ ready: true } satisfies Message<Result>));
  queue.catch((error: unknown) => {
    // Thrown outside any promise, so the worker stops with its 'error' event, which the pool hears.
    setImmediate(() => {
      throw error;
    });
  });
  port.on("message", (job: Job) => {
    queue = queue.then(async () => {
      try {
        port.postMessage({ answer: await handle(job) } satisfies Message<Result>);
      } catch (error) {
        port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies Message<Result>);
      }
    });
  });
}
