// The build's first phase, bundle, and what every phase shares (BuildRun). Apart from build-phases.ts, which loads the
// content core: scripts/build.ts starts Vite's and the image encoder's processes from here before it loads the rest
// (about 0.4 s of imports), so on two cores both work from the start (decision 50).
import path from "node:path";
import { encodeModernImages, writeModernImages } from "./images.ts";
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

/**
 * Vite's client and SSR bundles, with AVIF and WebP beside public/'s images (encoded meanwhile, in a process of its
 * own). The peak memory is the larger of the two processes'.
 */
export async function bundle(run: BuildRun): Promise<{ serverEntry: string; maxRssMb: number }> {
  const encoding = encodeModernImages(path.resolve("public"));
  encoding.catch(() => undefined); // awaited below
  const { serverEntry, maxRssMb, cpuMs } = await buildBundles(run.stagingDir, run.abortBundles.signal).catch(
    async (error: unknown) => {
      await encoding.catch(() => undefined); // the encoder writes into .cache/: let it finish before the build stops
      throw error;
    },
  );
  const encoded = await encoding;
  run.timer.sideCpu.set("bundle", cpuMs + encoded.cpuMs);
  await writeModernImages(run.stagingDir);
  return { serverEntry, maxRssMb: Math.max(maxRssMb, encoded.maxRssMb) };
}
