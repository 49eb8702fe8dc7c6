// The one worker-pool helper behind the prerender and the data check: answers matched to jobs, errors with their
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

  it("sends each job to the worker holding the fewest, so every worker gets a share", async () => {
    const workers = pool(2);
    const running = [1, 2, 3, 4].map((value) => workers.run({ value, delayMs: 20 }));
    expect(workers.workers.map((worker) => worker.held)).toEqual([2, 2]);
    expect(await Promise.all(running)).toEqual([10, 20, 30, 40]);
    expect(workers.workers.map((worker) => worker.held)).toEqual([0, 0]);
  });

  it("says when a worker has loaded, and rejects with the loading error's message when it cannot load", async () => {
    await expect(pool(1).workers[0]!.ready()).resolves.toBeUndefined();
    const broken = pool(1, { loadingFails: "could not load the SSR bundle" });
    await expect(broken.workers[0]!.ready()).rejects.toThrow("could not load the SSR bundle");
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

  it("rejects every job a worker holds when the worker itself fails, with its error, and every later one", async () => {
    const workers = pool(1);
    const held = [workers.run({ value: 1, crash: "out of memory, say" }), workers.run({ value: 2 })];
    for (const job of held) await expect(job).rejects.toThrow("out of memory, say");
    await expect(workers.run({ value: 3 })).rejects.toThrow("out of memory, say");
  });

  it("stops its workers on close: a job sent afterwards is refused, and one still held is rejected", async () => {
    const workers = pool(2);
    await Promise.all(workers.workers.map((worker) => worker.ready()));
    // The expectation is attached before closing: the job is rejected while close() is awaited.
    const held = expect(workers.run({ value: 1, delayMs: 5_000 })).rejects.toThrow(/worker stopped/);
    await workers.close();
    await held;
    for (const worker of workers.workers) await expect(worker.run({ value: 2 })).rejects.toThrow(/worker stopped/);
  });
});
