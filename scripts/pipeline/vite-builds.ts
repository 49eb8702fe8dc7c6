// Runs Vite's client build into the output folder and its SSR build of entry-server beside it, in two child
// processes at once: Vite's memory is freed before prerendering starts, and no process holds both builds (one
// child for both was a cold build's largest process; decision 49). Bundles of unchanged inputs come from .cache/vite
// instead (vite-cache.ts).
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { bundlerEnv } from "../shared/bundler-threads.ts";
import { bundleKey, restoreBundles, storeBundles } from "./vite-cache.ts";

const run = promisify(execFile);

/** Where the SSR bundle for a staging folder goes: one per build (the staging name carries the process id). */
export function serverOutDir(outDir: string): string {
  return path.resolve(".build", `server-${path.basename(outDir)}`);
}

/** Builds both bundles; returns the SSR entry's path, the larger child's peak memory (MB) and their CPU time (ms). */
export async function buildBundles(
  outDir: string,
  signal?: AbortSignal,
): Promise<{ serverEntry: string; maxRssMb: number; cpuMs: number }> {
  const script = fileURLToPath(new URL("./vite-build.mjs", import.meta.url));
  const serverEntry = path.join(serverOutDir(outDir), "entry-server.js");
  const key = await bundleKey(script);
  if (await restoreBundles(key, outDir, serverOutDir(outDir))) return { serverEntry, maxRssMb: 0, cpuMs: 0 };
  try {
    // A failed build stops the other one.
    const stop = new AbortController();
    const either = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
    const child = (args: string[]) =>
      run(process.execPath, [script, ...args], { maxBuffer: 16 * 1024 * 1024, signal: either, env: bundlerEnv() });
    const runs = await Promise.all([child(["client", outDir]), child(["ssr", serverOutDir(outDir)])]).catch(
      (error: unknown) => {
        stop.abort();
        throw error;
      },
    );
    await storeBundles(key, outDir, serverOutDir(outDir));
    const figure = (stdout: string, name: string) =>
      Number(new RegExp(`^${name} (\\d+(?:\\.\\d+)?)$`, "m").exec(stdout)?.[1] ?? 0);
    return {
      serverEntry,
      maxRssMb: Math.max(...runs.map(({ stdout }) => figure(stdout, "peak-rss-mb"))),
      cpuMs: runs.reduce((sum, { stdout }) => sum + figure(stdout, "cpu-ms"), 0),
    };
  } catch (error) {
    const failed = error as { stderr?: string; stdout?: string };
    throw new Error(`Vite could not build the bundles:\n${failed.stderr ?? ""}${failed.stdout ?? ""}`, {
      cause: error,
    });
  }
}
