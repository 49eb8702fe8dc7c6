// `runBuild(options)`: the whole build as a function. Its phases are declared below with what each needs, and run by
// one scheduler (run-phases.ts), side by side where the needs allow; it returns the pages, files, timings and
// warnings, and throws a BuildError naming the failed phase. Every phase writes into a staging folder that the last
// one swaps in place of the output folder in one rename: a failed build leaves the previous output as it was.
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Content } from "../../src/content/shared/types.ts";
import type * as AdminModule from "../admin/build-admin.ts";
import type * as PhasesModule from "./build-phases.ts";
import type { PageSpec } from "../../src/content/pages/page-data.ts";
import { pruneCache } from "../cache/store.ts";
import { bundle, type BuildRun } from "./bundle-phase.ts";
import { PhaseTimer, type PhaseTime } from "./phase-timer.ts";
import { runPhases, type Phase } from "./run-phases.ts";
import { serverOutDir } from "./vite-builds.ts";

export interface BuildOptions {
  /** The data folder (data/ by default). */
  dataDir?: string;
  /** The output folder (dist/ by default): replaced as a whole once every phase has passed. */
  outDir?: string;
  /** The deploy's build: placeholders and vanished addresses stop it. */
  production?: boolean;
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

// Types only: the modules themselves are imported by the phases that use them, once Vite's process has started.
type Phases = typeof PhasesModule;
type Admin = typeof AdminModule;
type Awaited2<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** What the phases make, each field set by one phase before any phase that needs it starts (run-phases.ts). */
interface Made {
  phases: Phases;
  preparedAdmin: Awaited2<Admin["prepareAdmin"]>;
  content: Content;
  plan: { pages: PageSpec[]; policy: string };
  bundles: Awaited2<typeof bundle>;
  drawn: Awaited2<Phases["drawCards"]>;
  encoded: Awaited2<Phases["encodeImages"]>;
  rendered: Awaited2<Phases["render"]>;
  extras: Awaited2<Phases["writeExtras"]>;
}

/** The build's phases, in the order they start when their needs allow. */
function buildPhases(run: BuildRun, made: Made): Phase[] {
  return [
    // The bundles and the data check need nothing from each other, so they run side by side. Vite's process starts
    // first: the modules the other phases load (the content core, about 0.4 s of loading) are imported while it works
    // (decision 50).
    { name: "bundle", needs: [], yieldsTo: ["check data"], run: async () => (made.bundles = await bundle(run)) },
    {
      // After the swap: every entry this build used has been marked used (store.ts), so none of them is pruned.
      name: "prune caches",
      needs: ["swap"],
      timed: false,
      skipped: "Old caches in .cache/ were left in place",
      run: () => pruneCache(),
    },
    // The content manager (/admin/): its own bundle, reused from .cache/admin/ while its sources are unchanged.
    {
      name: "admin",
      needs: [],
      run: async () => {
        const { prepareAdmin } = await import("../admin/build-admin.ts");
        made.preparedAdmin = await prepareAdmin(run.stop.signal);
      },
    },
    {
      name: "check data",
      needs: [],
      run: async () => {
        made.phases = await import("./build-phases.ts");
        made.content = await made.phases.checkData(run);
        made.plan = made.phases.plan(made.content);
      },
    },
    {
      name: "draw cards",
      needs: ["check data"],
      run: async () => (made.drawn = await made.phases.drawCards(run, made.content)),
    },
    {
      name: "encode images",
      needs: ["check data"],
      run: async () => (made.encoded = await made.phases.encodeImages(run, made.content)),
    },
    {
      name: "render",
      needs: ["bundle", "check data"],
      run: async () => {
        const input = { content: made.content, ...made.plan, serverEntry: made.bundles.serverEntry };
        made.rendered = await made.phases.render(run, input);
      },
    },
    {
      // Beside the render: the output table's files need only the content (and the folder, which Vite's build empties).
      name: "write extras",
      needs: ["bundle", "check data"],
      run: async () => (made.extras = await made.phases.writeExtras(run, { content: made.content, ...made.plan })),
    },
    {
      name: "images",
      needs: ["render", "write extras", "encode images"],
      run: () => made.phases.placeImages(run, made.encoded),
    },
    { name: "social cards", needs: ["images", "draw cards"], run: () => made.phases.placeCards(run, made.drawn) },
    {
      name: "copy admin",
      needs: ["social cards", "admin"],
      run: () => made.phases.placeAdmin(run, made.preparedAdmin.dir, made.content),
    },
    {
      name: "verify",
      needs: ["copy admin"],
      run: async () => made.phases.verify(run, made.content, made.plan.pages, made.rendered.facts),
    },
    {
      // The production build's second go-live gate: what ships holds no stand-in (output-gate.ts), or dist/ stays.
      name: "check output",
      needs: ["verify"],
      run: async () => {
        if (!run.production) return;
        const { checkOutput } = await import("./output-gate.ts");
        await checkOutput(run.stagingDir, run.dataDir, made.content);
      },
    },
    {
      name: "swap",
      needs: ["verify", "check output"],
      run: () => made.phases.swap(run, made.content, made.rendered.cache),
    },
  ];
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
export async function runBuild(options: BuildOptions = {}): Promise<BuildResult> {
  process.env.NODE_ENV = "production";
  const distDir = path.resolve(options.outDir ?? "dist");
  const run: BuildRun = {
    dataDir: path.resolve(options.dataDir ?? "data"),
    distDir,
    stagingDir: `${distDir}.tmp-${process.pid}`,
    production: options.production ?? false,
    timer: new PhaseTimer(),
    stop: new AbortController(),
    warnings: [],
  };
  // Filled in by the phases; the scheduler starts a phase only once those it needs have set their fields.
  const made = {} as Made;
  let skipped: string[];
  try {
    skipped = await runPhases(buildPhases(run, made), { timer: run.timer, stop: () => run.stop.abort() });
  } catch (error) {
    await rm(run.stagingDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(serverOutDir(run.stagingDir), { recursive: true, force: true });
  }
  const { timer } = run;
  const ownRssMb = process.resourceUsage().maxRSS / 1024;
  return {
    outDir: distDir,
    pages: made.plan.pages.length,
    rendered: made.rendered.rendered,
    reused: made.rendered.reused,
    files: await filesIn(distDir),
    timings: {
      seconds: timer.seconds(),
      phases: Object.fromEntries(timer.times),
      report: timer.report(),
      stats: timer.stats(),
    },
    maxRssMb: Math.max(
      made.bundles.maxRssMb,
      made.encoded.maxRssMb,
      made.drawn.maxRssMb,
      made.extras.maxRssMb,
      ownRssMb,
    ),
    warnings: [...run.warnings, ...skipped],
  };
}
