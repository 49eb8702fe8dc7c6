// Reads, hashes and checks post bodies on every core: this thread and worker threads take chunks from one queue,
// so a worker still starting simply takes fewer. Bodies are most of a data check's work.
import os from "node:os";
import { workerPool } from "../shared/worker-pool.ts";
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
  const pool =
    workerCount > 0
      ? workerPool<string[], ReadyBody[]>({
          module: new URL("./body-check-worker.ts", import.meta.url),
          size: workerCount,
          workerData: { dir, known: [...known], markdown },
          esm: markdown,
        })
      : null;
  // A worker that fails or stops leaves its chunk to this thread: a broken worker only costs time.
  const take = async (worker: NonNullable<typeof pool>) => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      try {
        const ready = await worker.run(chunk);
        results.push(ready);
        byWorkers += ready.length;
      } catch {
        orphaned.push(chunk);
        return;
      }
    }
  };
  // Chunks go to the workers once one has loaded (an empty chunk answered), two per worker in flight, so a worker
  // never waits for this thread to hand out the next; until then this thread takes them all.
  const loaded = (worker: NonNullable<typeof pool>) =>
    worker.run([]).then(
      () => true,
      () => false,
    );
  const finished = Array.from({ length: workerCount * 2 }, async () => {
    if (pool && (await loaded(pool))) await take(pool);
  });
  for (let chunk = thisThreadToo || workerCount === 0 ? chunks.shift() : undefined; chunk; chunk = chunks.shift()) {
    results.push(readyBodies(chunk, read, known));
    // Let the workers' messages in between this thread's chunks.
    if (workerCount > 0) await new Promise((resolve) => setImmediate(resolve));
  }
  try {
    await Promise.all(finished);
  } finally {
    await pool?.close();
  }
  // Left by a broken worker, or never taken when every worker failed and this thread stayed out.
  for (const chunk of [...orphaned, ...chunks.splice(0)]) results.push(readyBodies(chunk, read, known));
  return { bodies: results.flat(), byWorkers };
}
