// Reads, hashes and checks post bodies on every core: this thread and worker threads take chunks from one queue,
// so a worker still starting (about 0.15 s) simply takes fewer. Bodies are most of a data check's work.
import os from "node:os";
import { Worker } from "node:worker_threads";
import { readyBodies, type ReadyBody } from "./body-checks.ts";
import { readBodyFile } from "../shared/read-data.ts";

/** Below this many bodies, starting a worker costs more than it saves. */
const workerThreshold = 400;
const chunkSize = 50;

/**
 * `readyBodies` for the files at `paths` under `dir`, in any order, and how many of them worker threads did. Returns
 * a promise after this thread's first chunk, so the caller can do other work while the workers start.
 */
export async function readyBodyFiles(
  dir: string,
  paths: readonly string[],
  known: ReadonlySet<string>,
  /** Tests set `thisThreadToo` to false so that the workers do every chunk; `markdown` says some bodies are .md. */
  { thisThreadToo = true, markdown = paths.some((file) => file.endsWith(".md")) } = {},
): Promise<{ bodies: ReadyBody[]; byWorkers: number }> {
  const read = (file: string) => readBodyFile(dir, file);
  const chunks: string[][] = [];
  for (let start = 0; start < paths.length; start += chunkSize) chunks.push(paths.slice(start, start + chunkSize));
  const results: ReadyBody[][] = [];
  let byWorkers = 0;
  const orphaned: string[][] = [];
  const workerCount = paths.length < workerThreshold ? 0 : Math.min(os.availableParallelism() - 1, 3);
  // The Markdown pipeline is ESM only, which the quicker-starting require hook (ts-worker.cjs) cannot load.
  const starter = new URL(markdown ? "../shared/ts-worker.mjs" : "../shared/ts-worker.cjs", import.meta.url);
  const workers = Array.from({ length: workerCount }, () => new Worker(starter, {
    argv: [new URL("./body-check-worker.ts", import.meta.url).href],
    workerData: { dir, known: [...known], markdown },
  }));
  const finished = workers.map((worker) => new Promise<void>((resolve) => {
    // Two chunks in flight, so a worker never waits for this thread to finish a chunk of its own and hand out the next.
    const held: string[][] = [];
    // A worker that fails or stops leaves its chunks to this thread: a broken worker only costs time.
    const stopped = () => {
      orphaned.push(...held.splice(0));
      resolve();
    };
    worker.on("error", stopped);
    worker.on("exit", stopped);
    // The first message (empty) says the worker has loaded; each later one answers the oldest chunk it holds.
    worker.on("message", (ready: ReadyBody[]) => {
      if (ready.length > 0) {
        results.push(ready);
        byWorkers += ready.length;
        held.shift();
      }
      while (held.length < 2) {
        const chunk = chunks.shift();
        if (!chunk) break;
        held.push(chunk);
        worker.postMessage(chunk);
      }
      if (held.length === 0) resolve();
    });
  }));
  for (let chunk = thisThreadToo || workers.length === 0 ? chunks.shift() : undefined; chunk; chunk = chunks.shift()) {
    results.push(readyBodies(chunk, read, known));
    // Let the workers' messages in between this thread's chunks.
    if (workers.length > 0) await new Promise((resolve) => setImmediate(resolve));
  }
  try {
    await Promise.all(finished);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  for (const chunk of orphaned) results.push(readyBodies(chunk, read, known));
  return { bodies: results.flat(), byWorkers };
}
