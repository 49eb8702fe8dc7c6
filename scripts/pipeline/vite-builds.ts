// Runs Vite's client build into the output folder and its SSR build of entry-server beside it, one after the other in
// one child process: Vite's memory is freed before prerendering starts, and Vite and its config load once. With the
// build's lean config the child peaks below the build's own process (decision 50; before it, with the dev server's
// plugins loaded, one child for both was a cold build's largest process: decision 49). Bundles of unchanged inputs
// come from the cache instead (vite-cache.ts).
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { bundlerEnv } from "../shared/child-env.ts";
import { restoreBundles, storeBundles, type BundleSettings } from "./vite-cache.ts";

const run = promisify(execFile);

/** Where the SSR bundle for a staging folder goes, in the project at `root`: one per build (the staging name carries
 * the process id). */
export function serverOutDir(root: string, outDir: string): string {
  return path.join(root, ".build", `server-${path.basename(outDir)}`);
}

/** What the bundles are built from (the project at `root`, its data folder, and a preview's address if any). */
export interface BundleInputs extends BundleSettings {
  /** Stops Vite (a failed build). */
  signal?: AbortSignal;
}

/**
 * Builds both bundles from the data folder `dataDir` (its site.json: the base path, `virtual:site`); returns the SSR
 * entry's path, the child's peak memory (MB), its CPU time (ms), and a warning when the bundles could not be kept in
 * the cache (the build goes on: the next one only runs Vite again).
 */
export async function buildBundles(
  outDir: string,
  inputs: BundleInputs,
): Promise<{ serverEntry: string; maxRssMb: number; cpuMs: number; warnings: string[] }> {
  const { root, dataDir, previewUrl, signal } = inputs;
  const script = fileURLToPath(new URL("./vite-build.mjs", import.meta.url));
  const serverDir = serverOutDir(root, outDir);
  const serverEntry = path.join(serverDir, "entry-server.js");
  const folders = { client: outDir, server: serverDir };
  // The sources of the bundles last kept say which files to hash; with none (a cold build) Vite starts at once.
  if (await restoreBundles(folders, inputs)) return { serverEntry, maxRssMb: 0, cpuMs: 0, warnings: [] };
  let stdout: string;
  try {
    // Vite's process reads the data folder and the preview's address from its environment (vite/build.config.ts).
    ({ stdout } = await run(process.execPath, [script, outDir, serverDir], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
      signal,
      env: { ...bundlerEnv(), DATA_DIR: dataDir, PREVIEW_URL: previewUrl ?? "" },
    }));
  } catch (error) {
    const failed = error as { stderr?: string; stdout?: string };
    throw new Error(`Vite could not build the bundles:\n${failed.stderr ?? ""}${failed.stdout ?? ""}`, {
      cause: error,
    });
  }
  const warnings: string[] = [];
  const reported = /^modules (\[.*\])$/m.exec(stdout)?.[1];
  const why = reported ? await storeBundles(JSON.parse(reported) as string[], folders, inputs) : "no module list";
  if (why) warnings.push(`The bundles were not kept in the cache (the next build runs Vite again): ${why}`);
  const figure = (name: string) => Number(new RegExp(`^${name} (\\d+(?:\\.\\d+)?)$`, "m").exec(stdout)?.[1] ?? 0);
  return { serverEntry, maxRssMb: figure("peak-rss-mb"), cpuMs: figure("cpu-ms"), warnings };
}
