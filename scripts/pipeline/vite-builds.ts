// Vite's bundles for a build: the site's client bundle into the output folder and its SSR bundle beside it, and the
// content manager's bundle. What the cache holds is copied (vite-cache.ts, build-admin.ts); the rest is built by one
// child process (vite-build.mjs), the site's bundles first and the manager's after them at a lower priority, so Vite
// and its config load once: its memory is freed before prerendering ends, and with the build's lean config the child
// peaks below the build's own process (decisions 49, 50, 96).
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { adminBuildDir, keepAdmin, restoreAdmin } from "../admin/build-admin.ts";
import { adminConfig } from "../admin/paths.ts";
import { runInBackground } from "../shared/background.ts";
import { bundlerEnv } from "../shared/child-env.ts";
import { restoreBundles, storeBundles, type BundleSettings } from "./vite-cache.ts";

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

/** What Vite's process reports as each part is written: the modules it was made of, its peak memory so far, its CPU. */
interface PartDone {
  modules: string[];
  peakRssMb: number;
  cpuMs: number;
}
type Part = "site" | "admin";
const what: Record<Part, string> = { site: "the bundles", admin: "the content manager" };

/** Starts Vite's process on `parts` (their arguments); each part's promise settles once it is written, or failed. */
function runVite(parts: Partial<Record<Part, string[]>>, { root, dataDir, previewUrl, signal }: BundleInputs) {
  const script = fileURLToPath(new URL("./vite-build.mjs", import.meta.url));
  const args = Object.entries(parts).flatMap(([part, values]) => [`--${part}`, ...values]);
  // Vite's process reads the data folder and the preview's address from its environment (vite/build.config.ts).
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    signal,
    env: { ...bundlerEnv(), DATA_DIR: dataDir, PREVIEW_URL: previewUrl ?? "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  // The parts not written yet, each with its promise's settlers.
  const pending = new Map<Part, { resolve: (done: PartDone) => void; reject: (error: Error) => void }>();
  const settled: Partial<Record<Part, Promise<PartDone>>> = {};
  for (const part of Object.keys(parts) as Part[])
    settled[part] = new Promise((resolve, reject) => pending.set(part, { resolve, reject }));
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
    for (const [, part, figures] of stdout.matchAll(/^(site|admin)-done (\{.*\})$/gm)) {
      const waiting = pending.get(part as Part);
      if (!waiting) continue;
      pending.delete(part as Part);
      waiting.resolve(JSON.parse(figures!) as PartDone);
      // The site's bundles are what every later phase waits for; the manager's is needed only at the build's end.
      if (part === "site") runInBackground(child);
    }
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  child.on("error", () => undefined); // an abort or a failed start ends in 'close' too, which says what happened
  child.on("close", (code, killed) => {
    const how = killed ? `it was stopped (${killed})` : `exit code ${code}`;
    for (const [part, { reject }] of pending)
      reject(new Error(`Vite could not build ${what[part]} (${how}):\n${stderr}${stdout}`.trimEnd()));
  });
  return settled;
}

/** The site's bundles: the SSR entry's path, Vite's peak memory (MB) and CPU (ms), and why they were not kept. */
export interface SiteBundles {
  serverEntry: string;
  maxRssMb: number;
  cpuMs: number;
  warnings: string[];
}
/** The content manager's bundle: the folder holding `admin/`, whether the cache had it, and Vite's figures for it. */
export interface AdminBundle {
  dir: string;
  cached: boolean;
  maxRssMb: number;
  cpuMs: number;
}

/**
 * Starts the bundles of the output folder `outDir` (the site's, with the manager's; the manager's alone when
 * `outDir` is null): each promise settles once its bundles are in place.
 */
export function startBundles(
  outDir: string,
  inputs: BundleInputs,
): { site: Promise<SiteBundles>; admin: Promise<AdminBundle> };
export function startBundles(outDir: null, inputs: BundleInputs): { admin: Promise<AdminBundle> };
export function startBundles(outDir: string | null, inputs: BundleInputs) {
  const folders = outDir === null ? null : { client: outDir, server: serverOutDir(inputs.root, outDir) };
  const built = adminBuildDir();
  // The sources of the bundles last kept say which files to hash; with none (a cold build) Vite starts at once.
  const cached = Promise.all([folders && restoreBundles(folders, inputs), restoreAdmin()]);
  const running = cached.then(([siteCached, adminCached]) => {
    const parts = {
      ...(folders && !siteCached && { site: [folders.client, folders.server] }),
      ...(!adminCached && { admin: [adminConfig, built] }),
    };
    return Object.keys(parts).length > 0 ? runVite(parts, inputs) : {};
  });
  const admin = cached.then(async ([, adminCached]): Promise<AdminBundle> => {
    if (adminCached) return { dir: adminCached, cached: true, maxRssMb: 0, cpuMs: 0 };
    try {
      const part = await (await running).admin!;
      const dir = await keepAdmin(built, part.modules);
      return { dir, cached: false, maxRssMb: part.peakRssMb, cpuMs: part.cpuMs };
    } catch (error) {
      await rm(built, { recursive: true, force: true });
      throw error;
    }
  });
  if (!folders) return { admin };
  const serverEntry = path.join(folders.server, "entry-server.js");
  const site = cached.then(async ([siteCached]): Promise<SiteBundles> => {
    if (siteCached) return { serverEntry, maxRssMb: 0, cpuMs: 0, warnings: [] };
    const part = await (await running).site!;
    const why = await storeBundles(part.modules, folders, inputs);
    const warnings = why ? [`The bundles were not kept in the cache (the next build runs Vite again): ${why}`] : [];
    return { serverEntry, maxRssMb: part.peakRssMb, cpuMs: part.cpuMs, warnings };
  });
  return { site, admin };
}
