// Sanitises many post bodies on every core: worker threads take shares while the main thread does its own.
// sanitize-html is most of a first check's time (10,000 posts: about 1 s on one core).
import os from "node:os";
import { Worker } from "node:worker_threads";
import { sanitizeForStore, type StoredBody } from "./sanitize-cache.ts";

/** Below this many bodies, starting a worker costs more than it saves. */
const workerThreshold = 400;

/** The sanitised form of each body, in order. */
export async function sanitizeInParallel(bodies: readonly string[]): Promise<StoredBody[]> {
  const workers = bodies.length < workerThreshold ? 0 : Math.min(os.availableParallelism() - 1, 3);
  if (workers <= 0) return bodies.map(sanitizeForStore);
  // The main thread starts at once while the workers load their code, so it takes a larger share.
  const mainShare = Math.ceil(bodies.length / (workers + 1) * 1.2);
  const workerShare = Math.ceil((bodies.length - mainShare) / workers);
  const parts = Array.from({ length: workers }, (_, i) => bodies.slice(mainShare + i * workerShare, mainShare + (i + 1) * workerShare));
  const pending = parts.map((part) => {
    const worker = new Worker(new URL("./ts-worker.mjs", import.meta.url), { argv: [new URL("./sanitize-worker.ts", import.meta.url).href] });
    return new Promise<StoredBody[]>((resolve, reject) => {
      worker.once("error", reject);
      worker.once("message", (result: StoredBody[]) => resolve(result));
      worker.postMessage(part);
    }).finally(() => void worker.terminate());
  });
  const own = bodies.slice(0, mainShare).map(sanitizeForStore);
  return [...own, ...(await Promise.all(pending)).flat()];
}
