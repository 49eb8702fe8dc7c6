// The one worker pool (piscina) behind the prerender and the data check: answers matched to jobs, errors with their
// message, and workers that really stop.
import { afterEach, describe, expect, it } from "vitest";
import { workerPool } from "../../../../scripts/shared/worker-pool.ts";
import type { EchoJob } from "../../support/echo-worker.ts";

const module = new URL("../../support/echo-worker.ts", import.meta.url);
let pools: Array<ReturnType<typeof workerPool>> = [];
function pool(size: number, workerData?: unknown) {
  const made = workerPool<EchoJob, number>({ module, size, workerData });
  pools.push(made as ReturnType<typeof workerPool>);
  return made;
}
afterEach(async () => {
  await Promise.all(pools.map((made) => made.close()));
  pools = [];
});

describe("workerPool", () => {
  it("matches each answer to its job, however long each job takes, on one worker or several", async () => {
    const delays = [40, 0, 25, 5, 0, 30, 10, 0];
    for (const size of [1, 2]) {
      const workers = pool(size);
      const answers = await Promise.all(delays.map((delayMs, value) => workers.run({ value, delayMs })));
      expect(answers).toEqual(delays.map((_, value) => value * 10));
    }
  });

  it("runs jobs on every worker, not on the first one alone", async () => {
    const workers = pool(2);
    const threads = await Promise.all([1, 2, 3, 4].map((value) => workers.run({ value, delayMs: 50, thread: true })));
    expect(new Set(threads).size).toBe(2);
  });

  it("takes jobs once its module has loaded, and fails each job with the loading error's message when it cannot", async () => {
    expect(await pool(1).run({ value: 1 })).toBe(10);
    const broken = pool(1, { loadingFails: "could not load the SSR bundle" });
    await expect(broken.run({ value: 1 })).rejects.toThrow("could not load the SSR bundle");
  });

  it("rejects a failed job with the error's message from the worker, and goes on with the next jobs", async () => {
    const workers = pool(1);
    const [failed, next] = await Promise.allSettled([
      workers.run({ value: 1, fail: "page /blog/x/ did not render" }),
      workers.run({ value: 2 }),
    ]);
    expect(failed).toMatchObject({ status: "rejected", reason: { message: "page /blog/x/ did not render" } });
    expect(next).toEqual({ status: "fulfilled", value: 20 });
  });

  it("rejects the job of a worker that fails with its error, and goes on with a new worker", async () => {
    const workers = pool(1);
    await expect(workers.run({ value: 1, crash: "out of memory, say" })).rejects.toThrow("out of memory, say");
    expect(await workers.run({ value: 2 })).toBe(20);
  });

  it("stops its workers on close: a job still running is rejected, and one sent afterwards is refused", async () => {
    const workers = pool(2);
    expect(await workers.run({ value: 0 })).toBe(0);
    // The expectation is attached before closing: the job is rejected while close() is awaited.
    const held = expect(workers.run({ value: 1, delayMs: 5_000 })).rejects.toThrow();
    await workers.close();
    await held;
    await expect(workers.run({ value: 2 })).rejects.toThrow();
  });
});
