// Runs Vite's client build into the output folder and its SSR build of entry-server beside it, one after the other in
// one child process: Vite's memory is freed before prerendering starts, and Vite and its config load once. With the
// build's lean config the child peaks below the build's own process (decision 50; before it, with the dev server's
// plugins loaded, one child for both was a cold build's largest process: decision 49). Bundles of unchanged inputs
// come from .cache/vite instead (vite-cache.ts).
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { bundlerEnv } from "../shared/child-env.ts";
import { bundleKey, keptBundles, restoreBundles, storeBundles } from "./vite-cache.ts";

const run = promisify(execFile);

/** Where the SSR bundle for a staging folder goes: one per build (the staging name carries the process id). */
export function serverOutDir(outDir: string): string {
  return path.resolve(".build", `server-${path.basename(outDir)}`);
}

/** Builds both bundles; returns the SSR entry's path, the child's peak memory (MB) and its CPU time (ms). */
export async function buildBundles(
  outDir: string,
  signal?: AbortSignal,
): Promise<{ serverEntry: string; maxRssMb: number; cpuMs: number }> {
  const script = fileURLToPath(new URL("./vite-build.mjs", import.meta.url));
  const serverEntry = path.join(serverOutDir(outDir), "entry-server.js");
  // The key hashes every input's bytes (0.1–0.3 s on a busy core). With no bundles kept at all (a cold build), Vite
  // starts first and the key is made while it works, only to keep what it writes.
  const keying = bundleKey(script);
  keying.catch(() => undefined); // awaited below
  if (keptBundles() && (await restoreBundles(await keying, outDir, serverOutDir(outDir))))
    return { serverEntry, maxRssMb: 0, cpuMs: 0 };
  try {
    const { stdout } = await run(process.execPath, [script, outDir, serverOutDir(outDir)], {
      maxBuffer: 16 * 1024 * 1024,
      signal,
      env: bundlerEnv(),
    });
    await storeBundles(await keying, outDir, serverOutDir(outDir));
    const figure = (name: string) => Number(new RegExp(`^${name} (\\d+(?:\\.\\d+)?)$`, "m").exec(stdout)?.[1] ?? 0);
    return { serverEntry, maxRssMb: figure("peak-rss-mb"), cpuMs: figure("cpu-ms") };
  } catch (error) {
    const failed = error as { stderr?: string; stdout?: string };
    throw new Error(`Vite could not build the bundles:\n${failed.stderr ?? ""}${failed.stdout ?? ""}`, {
      cause: error,
    });
  }
}
