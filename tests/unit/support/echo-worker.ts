// A worker for tests/unit/scripts/shared/worker-pool.test.ts: answers each job after its delay, or fails the way the
// job asks.
import { workerData } from "node:worker_threads";
import { serveJobs } from "../../../scripts/shared/worker-pool.ts";

export interface EchoJob {
  value: number;
  delayMs?: number;
  /** Throws an error with this message inside the job. */
  fail?: string;
  /** Throws outside any job, so the whole worker stops. */
  crash?: string;
}

const { loadingFails } = (workerData ?? {}) as { loadingFails?: string };
const loading = new Promise<void>((resolve, reject) =>
  setTimeout(() => (loadingFails ? reject(new Error(loadingFails)) : resolve()), 10),
);

serveJobs(async (job: EchoJob) => {
  await new Promise((resolve) => setTimeout(resolve, job.delayMs ?? 0));
  if (job.fail) throw new Error(job.fail);
  if (job.crash) {
    const message = job.crash;
    setImmediate(() => {
      throw new Error(message);
    });
    await new Promise(() => undefined); // never answers: the worker stops first
  }
  return job.value * 10;
}, loading);
