// A worker for tests/unit/scripts/shared/worker-pool.test.ts: answers each job after its delay, or fails the way the
// job asks.
import { poolData } from "../../../scripts/shared/worker-pool.ts";

export interface EchoJob {
  value: number;
  delayMs?: number;
  /** Throws an error with this message inside the job. */
  fail?: string;
  /** Throws outside any job, so the whole worker stops. */
  crash?: string;
}

const { loadingFails } = poolData<{ loadingFails?: string } | undefined>() ?? {};
const loading = new Promise<void>((resolve, reject) =>
  setTimeout(() => (loadingFails ? reject(new Error(loadingFails)) : resolve()), 10),
);
loading.catch(() => undefined);

export default async function echo(job: EchoJob): Promise<number> {
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
  return job.value * 10;
}
