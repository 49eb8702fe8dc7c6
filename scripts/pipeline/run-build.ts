// `runBuild(options)`: the whole build as a function, every input in its options (BuildOptions: the command line,
// scripts/build.ts, reads them from the environment; nothing below it does). Its phases are declared below, each with
// the results of earlier phases it needs, and run by one scheduler (run-phases.ts), side by side where the needs allow;
// it returns the pages, files, timings and warnings, and throws a BuildError naming the failed phase. Every phase
// writes into a staging folder that the last one swaps in place of the output folder in one rename: a failed build
// leaves the previous output as it was.
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { pruneCache } from "../cache/store.ts";
import { startBundles, type BuildRun } from "./bundle-phase.ts";
import { PhaseTimer, type PhaseTime } from "./phase-timer.ts";
import { PhaseRunner } from "./run-phases.ts";
import { serverOutDir } from "./vite-builds.ts";

export interface BuildOptions {
  /** The project's folder: public/ and the build's own .cache/ and .build/ are in it; the other paths start from it. */
  root: string;
  /** The data folder. */
  dataDir: string;
  /** The output folder: replaced as a whole once every phase has passed. */
  outDir: string;
  /** The deploy's build: placeholders and vanished addresses stop it. */
  production?: boolean;
  /** A pull request preview's address (decision 57): it replaces site.json's `url` and makes every page noindex. */
  previewUrl?: string | undefined;
  /** The day the build counts as today (yyyy-mm-dd): the current UTC date unless given. */
  today?: string;
  /** Whether problems are also printed as GitHub's annotations (the build runs in GitHub Actions). */
  annotations?: boolean;
}

export interface BuildResult {
  outDir: string;
  /** Pages written, of which `rendered` were rendered and `reused` linked unchanged from the last build. */
  pages: number;
  rendered: number;
  reused: number;
  /** Every file of the output, relative to it, with `/`, sorted. */
  files: string[];
  timings: {
    seconds: number;
    phases: Record<string, PhaseTime>;
    report: string[];
    stats: ReturnType<PhaseTimer["stats"]>;
  };
  /** The largest process's peak memory (MB): Vite, the card drawer and a big site's search index have their own. */
  maxRssMb: number;
  /** What the build skipped and went on without, one sentence each. */
  warnings: string[];
}

/**
 * The build's phases, each started once what it needs is made. Its results are promises of what the phases make; the
 * runner's `finish()` says whether they all were.
 */
function declarePhases(run: BuildRun, phases: PhaseRunner) {
  // The bundles and the data check need nothing from each other, so they run side by side. Vite's process starts
  // first: the modules the other phases load (the content core, about 0.4 s of loading) are imported while it works
  // (decision 50).
  // The content manager (/admin/) is Vite's process's last bundle, reused from .cache/admin/ while its sources are
  // unchanged; a failure of that process is the bundle phase's (or the data check's) to report.
  const vite = startBundles(run);
  const bundles = phases.phase("bundle", [], () => vite.site, { yieldsTo: ["check data"] });
  const admin = phases.phase("admin", [], () => vite.admin, { yieldsTo: ["bundle", "check data"] });
  // Types only until here: the content core is loaded by this phase, once Vite's process has started.
  const checked = phases.phase("check data", [], async () => {
    const steps = await import("./build-phases.ts");
    const content = await steps.checkData(run);
    return { steps, content, ...steps.plan(content) };
  });
  const drawn = phases.phase("draw cards", [checked], ({ steps, content }) => steps.drawCards(run, content));
  const encoded = phases.phase("encode images", [checked], ({ steps, content }) => steps.encodeImages(run, content));
  const rendered = phases.phase("render", [bundles, checked], ({ serverEntry }, { steps, ...input }) =>
    steps.render(run, { ...input, serverEntry }),
  );
  // Beside the render: the output table's files need only the content (and the folder, which Vite's build empties).
  const extras = phases.phase("write extras", [bundles, checked], (_bundles, { steps, ...input }) =>
    steps.writeExtras(run, input),
  );
  const imaged = phases.phase("images", [checked, encoded, rendered, extras], ({ steps }, images) =>
    steps.placeImages(run, images),
  );
  const carded = phases.phase("social cards", [checked, drawn, imaged], ({ steps }, cards) =>
    steps.placeCards(run, cards),
  );
  const copied = phases.phase("copy admin", [checked, admin, carded], ({ steps, content }, prepared) =>
    steps.placeAdmin(run, prepared.dir, content),
  );
  const verified = phases.phase("verify", [checked, rendered, copied], async ({ steps, content, pages }, { facts }) =>
    steps.verify(run, content, pages, facts),
  );
  // The production build's second go-live gate: what ships holds no stand-in (output-gate.ts), or dist/ stays.
  const gated = phases.phase("check output", [checked, verified], async ({ content }) => {
    if (!run.production) return;
    const { checkOutput } = await import("./output-gate.ts");
    await checkOutput(run.stagingDir, run.dataDir, content);
  });
  const swapped = phases.phase("swap", [checked, rendered, gated], ({ steps, content }, { cache }) =>
    steps.swap(run, content, cache),
  );
  // After the swap: every entry this build used has been marked used (store.ts), so none of them is pruned.
  phases.optional("prune caches", [swapped], () => pruneCache({ root: run.root }), {
    skipped: "Old caches in .cache/ were left in place",
    timed: false,
  });
  return { checked, bundles, admin, drawn, encoded, rendered, extras };
}

/** Every file under `dir`, relative to it, with `/`, sorted. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * Builds the site from `dataDir` into `outDir`. Throws a BuildError (build-error.ts) when a phase fails; the previous
 * output is then left as it was. The site is always built for production, whatever the shell or a test runner set:
 * Vite then bundles React's production build, and the prerender (its worker threads inherit this) renders with
 * react-dom/server's, which is about a third faster per page than the development build it would otherwise pick.
 */
export async function runBuild(options: BuildOptions): Promise<BuildResult> {
  process.env.NODE_ENV = "production";
  const root = path.resolve(options.root);
  const distDir = path.resolve(root, options.outDir);
  const run: BuildRun = {
    root,
    dataDir: path.resolve(root, options.dataDir),
    distDir,
    stagingDir: `${distDir}.tmp-${process.pid}`,
    production: options.production ?? false,
    previewUrl: options.previewUrl,
    today: options.today ?? new Date().toISOString().slice(0, 10),
    annotations: options.annotations ?? false,
    timer: new PhaseTimer(),
    stop: new AbortController(),
    warnings: [],
  };
  const phases = new PhaseRunner(run.timer, () => run.stop.abort());
  const made = declarePhases(run, phases);
  let skipped: string[];
  try {
    skipped = await phases.finish();
  } catch (error) {
    await rm(run.stagingDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(serverOutDir(run.root, run.stagingDir), { recursive: true, force: true });
  }
  // Every phase has made its result: these promises are all fulfilled.
  const [{ pages }, bundles, admined, drawn, encoded, rendered, extras] = await Promise.all([
    made.checked,
    made.bundles,
    made.admin,
    made.drawn,
    made.encoded,
    made.rendered,
    made.extras,
  ]);
  const { timer } = run;
  const ownRssMb = process.resourceUsage().maxRSS / 1024;
  return {
    outDir: distDir,
    pages: pages.length,
    rendered: rendered.rendered,
    reused: rendered.reused,
    files: await filesIn(distDir),
    timings: {
      seconds: timer.seconds(),
      phases: Object.fromEntries(timer.times),
      report: timer.report(),
      stats: timer.stats(),
    },
    maxRssMb: Math.max(bundles.maxRssMb, admined.maxRssMb, encoded.maxRssMb, drawn.maxRssMb, extras.maxRssMb, ownRssMb),
    warnings: [...run.warnings, ...skipped],
  };
}
