// A worker for tests/unit/scripts/shared/worker-pool.test.ts: answers each job after its delay, or fails the way the
// job asks.
import { threadId, workerData } from "node:worker_threads";

export interface EchoJob {
  value: number;
  delayMs?: number;
  /** Answers with the worker's thread id instead of the value. */
  thread?: boolean;
  /** Throws an error with this message inside the job. */
  fail?: string;
  /** Throws outside any job, so the whole worker stops. */
  crash?: string;
}

const { loadingFails } = (workerData ?? {}) as { loadingFails?: string };
const loading = new Promise<void>((resolve, reject) =>
  setTimeout(() => (loadingFails ? reject(new Error(loadingFails)) : resolve()), 10),
);

loading.catch(() => undefined);

export default async (job: EchoJob) => {
  await loading;
  await new Promise((resolve) => setTimeout(resolve, job.delayMs ?? 0));
  if (job.fail) throw new Error(job.fail);
  if (job.crash) {
    const message = job.crash;
    setImmediate(() => {
      throw new Error(message);
    });
    await new Promise(() => undefined); // never answers: the worker stops first
  }
  return job.thread ? threadId : job.value * 10;
};
