// The build's child processes run without mimalloc's transparent huge pages, and Vite's on one Rolldown thread, unless
// the environment says otherwise (scripts/shared/child-env.ts, decisions 48 and 52).
import { afterEach, expect, it, vi } from "vitest";
import { bundlerEnv, childEnv } from "../../../../scripts/shared/child-env.ts";
import { startSideProcess } from "../../../../scripts/shared/side-process.ts";

afterEach(() => vi.unstubAllEnvs());

it("turns mimalloc's huge pages off for every child, and keeps the rest of the environment", () => {
  vi.stubEnv("MIMALLOC_ALLOW_THP", undefined);
  vi.stubEnv("FP_CHILD_ENV_PROBE", "kept");
  expect(childEnv()).toMatchObject({ MIMALLOC_ALLOW_THP: "0", FP_CHILD_ENV_PROBE: "kept" });
  expect(bundlerEnv()).toMatchObject({
    MIMALLOC_ALLOW_THP: "0",
    ROLLDOWN_WORKER_THREADS: "1",
    RAYON_NUM_THREADS: "1",
    FP_CHILD_ENV_PROBE: "kept",
  });
});

it("leaves a value the environment sets", () => {
  vi.stubEnv("MIMALLOC_ALLOW_THP", "1");
  vi.stubEnv("ROLLDOWN_WORKER_THREADS", "2");
  expect(childEnv().MIMALLOC_ALLOW_THP).toBe("1");
  expect(bundlerEnv()).toMatchObject({ MIMALLOC_ALLOW_THP: "1", ROLLDOWN_WORKER_THREADS: "2" });
});

it("is what a side process (the card drawers, the image encoder, the search index) gets by default", async () => {
  vi.stubEnv("MIMALLOC_ALLOW_THP", undefined);
  vi.stubEnv("ROLLDOWN_WORKER_THREADS", undefined);
  const probe = startSideProcess<string[], Record<string, string | null>>(
    new URL("../../support/env-side-process.ts", import.meta.url),
    "Reading the environment",
  );
  await probe.send(["MIMALLOC_ALLOW_THP", "ROLLDOWN_WORKER_THREADS"]);
  expect((await probe.result()).value).toEqual({ MIMALLOC_ALLOW_THP: "0", ROLLDOWN_WORKER_THREADS: null });
});
