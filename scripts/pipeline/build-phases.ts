// The build's phases, each a function of the run and what the earlier ones made: check data, (bundle, in
// bundle-phase.ts,) draw cards, encode images, render, write extras, images, social cards, verify, swap. run-build.ts
// declares them with what each needs; run-phases.ts runs and times them.
import { readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { withAnalytics } from "../../src/content/outputs/analytics.ts";
import { withContentSecurityPolicy } from "../../src/content/outputs/page-template.ts";
import { listPages } from "../../src/content/pages/list-pages.ts";
import { sitePolicy } from "../../src/content/outputs/security-headers.ts";
import { socialCards } from "../../src/content/head/social-cards.ts";
import { shownImages } from "../../src/content/blog/shown-images.ts";
import type { PageSpec } from "../../src/content/pages/page-data.ts";
import type { Content } from "../../src/content/shared/types.ts";
import { checkGoLive } from "../check/go-live.ts";
import { loadDataFolder, reportHeldBack, reportProblems } from "../check/check-data.ts";
import { drawSocialCards, type DrawnCards } from "../cards/social-cards.ts";
import { encodeModernImages, writeModernImages } from "./images.ts";
import { preloadFonts, readPageChunks } from "../prerender/page-assets.ts";
import { tryOrRemake } from "../cache/store.ts";
import { readPageCache, writePageCache, type PageCacheIndex } from "../prerender/page-cache.ts";
import type { PageFacts } from "../prerender/page-facts.ts";
import { groupPageProblems, verifyPages } from "../prerender/verify-pages.ts";
import { outputMakers, writeOutputFiles } from "./output-makers.ts";
import type { BuildRun } from "./bundle-phase.ts";
import { PhaseFailure } from "./build-error.ts";
import { startBundles } from "./vite-builds.ts";
import { formatProblem } from "../../src/content/checking/report.ts";

/** Validates the data folder and looks for placeholders (fatal with --production); returns the content. */
export async function checkData(run: BuildRun): Promise<Content> {
  // A local preview (a plain build) only warns when a recorded address vanished; the deploy refuses, as validation
  // does.
  const result = await loadDataFolder(run.dataDir, {
    root: run.root,
    vanishedUrls: run.production ? "error" : "warning",
    today: run.today,
    previewUrl: run.previewUrl,
    publicDir: path.join(run.root, "public"),
  });
  if (!reportProblems(result, { annotations: run.annotations }) || !result.content)
    throw new PhaseFailure(
      "data",
      "the data has errors (listed above); fix them and build again.",
      result.problems.filter((problem) => problem.severity === "error").map(formatProblem),
    );
  reportHeldBack(result.content);
  // `npm run build -- --production` (the deploy workflow) stops on placeholders; a plain build only lists them.
  const goLive = await checkGoLive(run.production, run.dataDir, run.annotations);
  if (!goLive.ok)
    throw new PhaseFailure(
      "placeholders",
      "the data still has placeholders (listed above): replace them before deploying, or build without --production to preview.",
      goLive.blocking,
    );
  return result.content;
}

/** Draws the missing social cards in a process of its own, beside Vite and the prerender. */
export async function drawCards(run: BuildRun, content: Content): Promise<DrawnCards> {
  const drawn = await drawSocialCards(socialCards(content), content.site, path.join(run.root, "public"), {
    root: run.root,
    signal: run.stop.signal,
  });
  run.timer.sideCpu.set("draw cards", drawn.cpuMs);
  return drawn;
}

/** The images the pages show, and the encoder's figures (none when the cache had every encoding). */
export interface EncodedImages {
  images: string[];
  maxRssMb: number;
}

/**
 * Encodes the images the pages show in AVIF and WebP into .cache/, in a process of its own when the cache lacks any.
 * It has no signal: the encoder writes into .cache/, so a failed build lets it finish.
 */
export async function encodeImages(run: BuildRun, content: Content): Promise<EncodedImages> {
  const images = shownImages(content.posts);
  const { maxRssMb, cpuMs } = await encodeModernImages(path.join(run.root, "public"), images, run.root);
  run.timer.sideCpu.set("encode images", cpuMs);
  return { images, maxRssMb };
}

/** The encodings, written beside each image in the output. */
export async function placeImages(run: BuildRun, encoded: EncodedImages): Promise<void> {
  await writeModernImages(run.stagingDir, encoded.images, run.root);
}

/** What the render phase needs from the bundle phase and the content. */
export interface RenderInput {
  content: Content;
  pages: PageSpec[];
  policy: string;
  serverEntry: string;
}

/** Every page, rendered by worker threads into the staging folder (unchanged pages linked from the page cache). */
export async function render(run: BuildRun, { content, pages, policy, serverEntry }: RenderInput) {
  const built = await readFile(path.join(run.stagingDir, "index.html"), "utf8");
  const { basePath } = content.site;
  const template = withAnalytics(
    withContentSecurityPolicy(await preloadFonts(built, run.stagingDir, basePath), policy),
    content.site.analytics,
  );
  const modules = await readPageChunks(run.stagingDir, basePath);
  const cached = await readPageCache(run.root);
  return outputMakers.prerender({
    pages,
    root: run.root,
    outDir: run.stagingDir,
    template,
    serverEntry,
    modules,
    site: content.site,
    cached,
  });
}

/**
 * The output table's files (sitemap, robots, feeds, manifest, `_headers`, `_redirects`), the search index and the
 * redirect pages. They need only the content, so the main thread writes them while the workers render. The search
 * index goes first: on a big site a process of its own makes it, from documents this thread sends it a part at a time.
 */
export async function writeExtras(run: BuildRun, input: { content: Content; pages: PageSpec[]; policy: string }) {
  const [searched] = await settleAll([
    outputMakers["search index"](run.stagingDir, input.content, { root: run.root, signal: run.stop.signal }),
    writeOutputFiles(run.stagingDir, input),
  ]);
  run.timer.sideCpu.set("write extras", searched.cpuMs);
  return searched;
}

/** The cards drawn meanwhile, copied in (as PNG only: no page shows a card, so it needs no AVIF or WebP). */
export async function placeCards(run: BuildRun, drawn: DrawnCards): Promise<void> {
  await outputMakers["social cards"](drawn, run.stagingDir);
}

/** The content manager's bundle (prepared meanwhile), copied into the output as admin/. */
export async function placeAdmin(run: BuildRun, dir: string, content: Content): Promise<void> {
  let prepared = dir;
  // A bundle removed from the cache meanwhile is built again.
  await tryOrRemake(
    () => outputMakers.admin(prepared, run.stagingDir, content.site.cms),
    async () => {
      const inputs = { signal: run.stop.signal, root: run.root, dataDir: run.dataDir, previewUrl: run.previewUrl };
      prepared = (await startBundles(null, inputs).admin).dir;
    },
  );
}

/** Head tags and internal links of every page written, from the facts read as each was written. */
export function verify(
  run: BuildRun,
  content: Content,
  pages: readonly PageSpec[],
  facts: ReadonlyMap<string, PageFacts>,
): void {
  const problems = verifyPages(
    run.stagingDir,
    pages.map((page) => page.path),
    (sitePath) => facts.get(sitePath),
    content.site,
  );
  if (problems.length === 0) return;
  const lines = groupPageProblems(problems);
  for (const line of lines) console.error(line);
  throw new PhaseFailure(
    "pages",
    `${problems.length} problem${problems.length === 1 ? "" : "s"} in the emitted pages (listed above).`,
    lines,
  );
}

/** Puts the staging folder in place of dist/ in one rename, then records the published addresses in the data folder. */
export async function swap(run: BuildRun, content: Content, cache: PageCacheIndex): Promise<void> {
  const oldDir = `${run.distDir}.old-${process.pid}`;
  await rename(run.distDir, oldDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  await rename(run.stagingDir, run.distDir);
  // Only now are these pages the site's: a build that failed earlier left the cache's index as it was.
  await writePageCache(run.root, cache);
  await rm(oldDir, { recursive: true, force: true });
  // The addresses are published now: remember them, so a later change that drops one fails validation.
  if (await outputMakers["url record"](run.dataDir, content))
    console.log(
      `Recorded the published addresses in ${path.relative(run.root, path.join(run.dataDir, "published-urls.json"))}.`,
    );
}

/** The pages and the one security policy of a build, from the checked content. */
export function plan(content: Content): { pages: PageSpec[]; policy: string } {
  return { pages: listPages(content), policy: sitePolicy(content) };
}

/**
 * Waits for every one of `works` to settle, so none is left writing into a folder a failed build removes; then throws
 * the first failure (in the order given: each has settled, so Promise.all sees them in that order), or returns their
 * values.
 */
async function settleAll<T extends readonly unknown[]>(works: { [K in keyof T]: Promise<T[K]> }) {
  await Promise.allSettled(works);
  return Promise.all(works);
}
