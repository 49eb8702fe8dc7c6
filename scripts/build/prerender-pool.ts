// The prerender's worker threads (prerender-worker.ts): each renders the batches it is sent one after another.
import os from "node:os";
import { Worker } from "node:worker_threads";
import type { PageFacts } from "./page-facts.ts";
import type { PageJob, WorkerAnswer } from "./prerender-worker.ts";
import type { PageSetup } from "./write-page.ts";

/**
 * Worker threads that each render their batches one after another. A batch goes to the worker with the fewest
 * batches in hand, so a worker can hold the next one and start on it without waiting for this thread.
 */
export function workerPool(setup: PageSetup & { serverEntry: string }) {
  const size = Math.min(os.availableParallelism(), 4);
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(new URL("../shared/ts-worker.cjs", import.meta.url), { argv: [new URL("./prerender-worker.ts", import.meta.url).href], workerData: setup });
    const pending: Array<{ resolve: (facts: PageFacts[]) => void; reject: (error: Error) => void }> = [];
    worker.on("message", (answer: WorkerAnswer) => {
      const batch = pending.shift();
      if ("error" in answer) batch?.reject(new Error(answer.error));
      else batch?.resolve(answer.facts);
    });
    worker.on("error", (error) => {
      for (const batch of pending.splice(0)) batch.reject(error);
    });
    return { worker, pending };
  });
  return {
    size,
    run(jobs: PageJob[]): Promise<PageFacts[]> {
      const least = workers.reduce((a, b) => (b.pending.length < a.pending.length ? b : a));
      return new Promise<PageFacts[]>((resolve, reject) => {
        least.pending.push({ resolve, reject });
        least.worker.postMessage(jobs);
      });
    },
    close: () => Promise.all(workers.map(({ worker }) => worker.terminate())),
  };
}
