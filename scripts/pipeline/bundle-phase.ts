// The build's first phase, bundle, and what every phase shares (BuildRun). Apart from build-phases.ts, which loads the
// content core: scripts/build.ts starts Vite's process from here before it loads the rest (about 0.4 s of imports),
// so on two cores both work from the start (decision 50).
import type { PhaseTimer } from "./phase-timer.ts";
import { buildBundles } from "./vite-builds.ts";

/** What every phase shares: the folders, whether this is the deploy's build, and the signals that stop side work. */
export interface BuildRun {
  distDir: string;
  stagingDir: string;
  production: boolean;
  timer: PhaseTimer;
  /** Stops Vite before the data check has passed. */
  abortBundles: AbortController;
  /** Stops the card drawer and a big site's search index once the build has failed. */
  stopSideWork: AbortController;
}

/** Vite's client and SSR bundles, made in a process of its own (vite-builds.ts). */
export async function bundle(run: BuildRun): Promise<{ serverEntry: string; maxRssMb: number }> {
  const { serverEntry, maxRssMb, cpuMs } = await buildBundles(run.stagingDir, run.abortBundles.signal);
  run.timer.sideCpu.set("bundle", cpuMs);
  return { serverEntry, maxRssMb };
}
