// `npm run build [-- --production] [-- --timings]`: the build as named phases (scripts/pipeline/bundle-phase.ts and
// build-phases.ts), each timed by one wrapper (PhaseTimer; `--timings` prints them). Any failure leaves the previous
// dist/ untouched: every phase writes into a staging folder, which the last phase swaps into place.
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Content } from "../src/content/shared/types.ts";
import { bundle, type BuildRun } from "./pipeline/bundle-phase.ts";
import { PhaseTimer } from "./pipeline/phase-timer.ts";
import { serverOutDir } from "./pipeline/vite-builds.ts";
import { pruneFolderCaches } from "./shared/folder-cache.ts";

// The site is always built for production, whatever the shell or a test runner set: Vite then bundles React's
// production build, and the prerender (its worker threads inherit this) renders with react-dom/server's, which
// is about a third faster per page than the development build it would otherwise pick.
process.env.NODE_ENV = "production";
const distDir = path.resolve(process.env.OUT_DIR ?? "dist");
const run: BuildRun = {
  distDir,
  stagingDir: `${distDir}.tmp-${process.pid}`,
  production: process.argv.includes("--production"),
  timer: new PhaseTimer(),
  abortBundles: new AbortController(),
  stopSideWork: new AbortController(),
};
const { timer, stagingDir } = run;

function reportFailure(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const shown = path.relative(process.cwd(), distDir) || distDir;
  console.error(`\nBuild failed: ${message}\nThe previous ${shown}/ was left as it was.`);
  process.exitCode = 1;
}

await pruneFolderCaches();
// The bundles and the data check need nothing from each other, so they run side by side. Vite's process starts
// first: the modules below (the content core, about 0.4 s of loading) are imported while it works (decision 50).
const bundling = timer.run("bundle", () => bundle(run));
bundling.catch(() => undefined); // awaited below
// The content manager (/admin/): its own bundle, reused from .cache/admin/ while its sources are unchanged.
const { copyAdmin, prepareAdmin } = await import("./admin/build-admin.ts");
const admin = timer.run("admin", () => prepareAdmin(run.abortBundles.signal));
admin.catch(() => undefined); // awaited below
const phase = await import("./pipeline/build-phases.ts");
let content: Content;
try {
  content = await timer.run("check data", () => phase.checkData(run));
} catch (error) {
  // Nothing is written yet: Vite is stopped and its half-made folders removed.
  run.abortBundles.abort();
  await Promise.allSettled([bundling, admin]);
  await rm(stagingDir, { recursive: true, force: true });
  await rm(serverOutDir(stagingDir), { recursive: true, force: true });
  reportFailure(error);
  process.exit();
}

const drawing = phase.startCards(run, content);
const imaging = phase.startImages(run, content);
try {
  const { pages, policy } = phase.plan(content);
  const bundles = await bundling;
  const rendering = timer.run("render", () => phase.render(run, { content, pages, policy, ...bundles }));
  // A failed page stops the side work at once (the card drawer, a big site's search index): the build is over.
  rendering.catch(() => run.stopSideWork.abort());
  const extras = timer.run("write extras", () => phase.writeExtras(run, { content, pages, policy }));
  // Both settle before anything else happens: a failure of one must not leave the other writing into a removed folder.
  const [rendered, written] = await Promise.allSettled([rendering, extras]);
  if (rendered.status === "rejected") throw rendered.reason;
  if (written.status === "rejected") throw written.reason;
  const { cache, facts, reused } = rendered.value;
  const images = await timer.run("images", () => phase.placeImages(run, imaging));
  const cards = await timer.run("social cards", () => phase.placeCards(run, drawing));
  await copyAdmin((await admin).dir, stagingDir, content.site.cms);
  await timer.run("verify", async () => phase.verify(run, content, pages, facts));
  await timer.run("swap", () => phase.swap(run, content, cache));
  const reuse = reused > 0 ? ` (${rendered.value.rendered} rendered, ${reused} unchanged since the last build)` : "";
  const seconds = timer.seconds().toFixed(1);
  console.log(`Built ${pages.length} pages${reuse} into ${path.relative(process.cwd(), distDir)}/ in ${seconds} s.`);
  if (process.argv.includes("--timings")) console.log(timer.report().join("\n"));
  // Vite, the card drawer and a big site's search index run in processes of their own: the build's peak memory is
  // the largest process's peak.
  const ownRssMb = process.resourceUsage().maxRSS / 1024;
  await phase.writeBuildStats(
    run,
    pages.length,
    Math.max(bundles.maxRssMb, images.maxRssMb, cards.maxRssMb, written.value.maxRssMb, ownRssMb),
  );
} catch (error) {
  run.stopSideWork.abort();
  await imaging.catch(() => undefined); // the encoder writes into .cache/: let it finish before the build stops
  await rm(stagingDir, { recursive: true, force: true });
  reportFailure(error);
} finally {
  await rm(serverOutDir(stagingDir), { recursive: true, force: true });
}
