// `npm run build [-- --production] [-- --timings]`: the command line around runBuild (scripts/pipeline/run-build.ts),
// and the build's one reader of the environment: DATA_DIR and OUT_DIR name the folders, PREVIEW_URL a preview's
// address, BUILD_DATE the day, GITHUB_ACTIONS the annotations; BUILD_STATS_FILE gets the figures for the benchmarks
// (scripts/measure/bench-build.ts). A failed build prints its reason and exits with 1; the previous dist/ is kept.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { BuildError } from "./pipeline/build-error.ts";
import { runBuild, type BuildOptions } from "./pipeline/run-build.ts";
import {
  annotationsFromEnv,
  buildDateFromEnv,
  dataDirFromEnv,
  previewUrlFromEnv,
  readOrExit,
  workingDir,
} from "./shared/environment.ts";

const root = workingDir();
const outDir = path.resolve(root, process.env.OUT_DIR ?? "dist");
const shown = path.relative(root, outDir);
const options: BuildOptions = await readOrExit(async () => ({
  root,
  dataDir: dataDirFromEnv(),
  outDir,
  production: process.argv.includes("--production"),
  previewUrl: await previewUrlFromEnv(),
  today: buildDateFromEnv(),
  annotations: annotationsFromEnv(),
}));
try {
  const built = await runBuild(options);
  for (const warning of built.warnings) console.warn(`Warning: ${warning}`);
  const reuse = built.reused > 0 ? ` (${built.rendered} rendered, ${built.reused} unchanged since the last build)` : "";
  const seconds = built.timings.seconds.toFixed(1);
  console.log(`Built ${built.pages} pages${reuse} into ${shown}/ in ${seconds} s.`);
  if (process.argv.includes("--timings")) console.log(built.timings.report.join("\n"));
  if (process.env.BUILD_STATS_FILE) {
    const { phases, cpu } = built.timings.stats;
    const stats = { pages: built.pages, seconds: built.timings.seconds, phases, cpu, maxRssMb: built.maxRssMb };
    await writeFile(process.env.BUILD_STATS_FILE, JSON.stringify(stats));
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const phase = error instanceof BuildError ? `\nThe phase that failed: ${error.phase}.` : "";
  console.error(`\nBuild failed: ${message}${phase}\nThe previous ${shown || outDir}/ was left as it was.`);
  if (!(error instanceof BuildError)) console.error(error);
  process.exitCode = 1;
}
