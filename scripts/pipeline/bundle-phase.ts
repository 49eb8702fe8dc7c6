// The build's first phase, bundle, and what every phase shares (BuildRun). Apart from build-phases.ts, which loads the
// content core: runBuild (run-build.ts) starts Vite's process from here before it loads the rest (about 0.4 s of
// imports), so on two cores both work from the start (decision 50).
import type { PhaseTimer } from "./phase-timer.ts";
import { startBundles as viteBundles } from "./vite-builds.ts";

/**
 * What every phase shares: the build's options (every path absolute, every default filled in), the staging folder,
 * the timer and the signal that stops.
 */
export interface BuildRun {
  /** The project's folder: public/, .cache/ and .build/ are in it. */
  root: string;
  /** The data folder built from. */
  dataDir: string;
  distDir: string;
  stagingDir: string;
  production: boolean;
  /** A pull request preview's address, or undefined for the site itself. */
  previewUrl: string | undefined;
  /** The day the build counts as today, yyyy-mm-dd. */
  today: string;
  /** Whether problems are also printed as GitHub's annotations. */
  annotations: boolean;
  timer: PhaseTimer;
  /** Stops Vite's processes, the card drawer and a big site's search index once the build has failed. */
  stop: AbortController;
  /** What the build left undone and went on without (a cache not kept, say), one sentence each. */
  warnings: string[];
}

/**
 * Vite's bundles, started at once: the site's client and SSR bundles (`site`), then the content manager's (`admin`),
 * made in one process of their own or copied from the cache (vite-builds.ts).
 */
export function startBundles(run: BuildRun) {
  const started = viteBundles(run.stagingDir, {
    signal: run.stop.signal,
    root: run.root,
    dataDir: run.dataDir,
    previewUrl: run.previewUrl,
  });
  const site = started.site.then(({ serverEntry, maxRssMb, cpuMs, warnings }) => {
    run.warnings.push(...warnings);
    run.timer.sideCpu.set("bundle", cpuMs);
    return { serverEntry, maxRssMb };
  });
  const admin = started.admin.then(({ dir, maxRssMb, cpuMs }) => {
    run.timer.sideCpu.set("admin", cpuMs);
    return { dir, maxRssMb };
  });
  return { site, admin };
}
