// The build's phases, each a function of the run and what the earlier ones made: check data, (bundle, in
// bundle-phase.ts,) render, write extras, images, social cards, verify, swap. scripts/build.ts lists them in order;
// PhaseTimer times each.
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { withAnalytics } from "../../src/content/outputs/analytics.ts";
import { withContentSecurityPolicy } from "../../src/content/outputs/page-template.ts";
import { listPages } from "../../src/content/pages/list-pages.ts";
import { sitePolicy } from "../../src/content/outputs/security-headers.ts";
import { socialCards } from "../../src/content/blog/social-cards.ts";
import { shownImages } from "../../src/content/blog/shown-images.ts";
import type { PageSpec } from "../../src/content/shared/page-data.ts";
import type { Content } from "../../src/content/shared/types.ts";
import { checkGoLive } from "./go-live.ts";
import { loadDataFolder, reportHeldBack, reportProblems } from "../shared/check-data.ts";
import { dataDir } from "../shared/read-data.ts";
import { drawSocialCards, type DrawnCards } from "./social-cards.ts";
import { encodeModernImages, writeModernImages } from "./images.ts";
import { preloadFonts, readPageChunks } from "./page-assets.ts";
import { readPageCache, writePageCache, type PageCacheIndex } from "./page-cache.ts";
import type { PageFacts } from "./page-facts.ts";
import { prerenderPages } from "./prerender.ts";
import { groupPageProblems, verifyPages } from "./verify-pages.ts";
import { outputMakers, writeOutputFiles } from "./output-makers.ts";
import type { BuildRun } from "./bundle-phase.ts";

/** A failure with a message for the maintainer and nothing written: the build stops before rendering. */
class StopBuild extends Error {}

/** Validates the data folder and looks for placeholders (fatal with --production); returns the content. */
export async function checkData(run: BuildRun): Promise<Content> {
  // A local preview (a plain build) only warns when a recorded address vanished; the deploy refuses, as validation
  // does.
  const result = await loadDataFolder(dataDir(), { vanishedUrls: run.production ? "error" : "warning" });
  if (!reportProblems(result) || !result.content)
    throw new StopBuild("the data has errors (listed above); fix them and build again.");
  reportHeldBack(result.content);
  // `npm run build -- --production` (the deploy workflow) stops on placeholders; a plain build only lists them.
  if (!(await checkGoLive(run.production)))
    throw new StopBuild(
      "the data still has placeholders (listed above): replace them before deploying, or build without --production to preview.",
    );
  return result.content;
}

/** Starts drawing the missing social cards in a process of its own, beside Vite and the prerender. */
export function startCards(run: BuildRun, content: Content): Promise<DrawnCards> {
  const drawing = drawSocialCards(socialCards(content), content.site, path.resolve("public"), {
    signal: run.stopSideWork.signal,
  });
  drawing.catch(() => undefined); // awaited by the social-cards phase
  return drawing;
}

/** Starts encoding the images the pages show in AVIF and WebP, in a process of its own when the cache lacks any. */
export function startImages(run: BuildRun, content: Content): Promise<EncodedImages> {
  const images = shownImages(content.posts);
  const encoding = encodeModernImages(path.resolve("public"), images).then((encoded) => ({ images, ...encoded }));
  encoding.catch(() => undefined); // awaited by the images phase
  return encoding;
}

/** The images the pages show, and the encoder's figures (none when the cache had every encoding). */
export interface EncodedImages {
  images: string[];
  maxRssMb: number;
  cpuMs: number;
}

/** The encodings made meanwhile, written beside each image in the output. */
export async function placeImages(run: BuildRun, encoding: Promise<EncodedImages>): Promise<EncodedImages> {
  const encoded = await encoding;
  await writeModernImages(run.stagingDir, encoded.images);
  run.timer.sideCpu.set("images", encoded.cpuMs);
  return encoded;
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
  const cached = await readPageCache();
  return prerenderPages({
    pages,
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
  const searching = outputMakers["search index"](run.stagingDir, input.content, { signal: run.stopSideWork.signal });
  searching.catch(() => undefined); // awaited below
  await writeOutputFiles(run.stagingDir, input);
  const searched = await searching;
  run.timer.sideCpu.set("write extras", searched.cpuMs);
  return searched;
}

/** The cards drawn meanwhile, copied in (as PNG only: no page shows a card, so it needs no AVIF or WebP). */
export async function placeCards(run: BuildRun, drawing: Promise<DrawnCards>): Promise<DrawnCards> {
  const drawn = await drawing;
  await outputMakers["social cards"](drawn.files, run.stagingDir);
  run.timer.sideCpu.set("social cards", drawn.cpuMs);
  return drawn;
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
  for (const line of groupPageProblems(problems)) console.error(line);
  throw new Error(`${problems.length} problem${problems.length === 1 ? "" : "s"} in the emitted pages (listed above).`);
}

/** Puts the staging folder in place of dist/ in one rename, then records the published addresses in the data folder. */
export async function swap(run: BuildRun, content: Content, cache: PageCacheIndex): Promise<void> {
  const oldDir = `${run.distDir}.old-${process.pid}`;
  await rename(run.distDir, oldDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  await rename(run.stagingDir, run.distDir);
  // Only now are these pages the site's: a build that failed earlier left the cache's index as it was.
  await writePageCache(cache);
  await rm(oldDir, { recursive: true, force: true });
  // The addresses are published now: remember them, so a later change that drops one fails validation.
  if (await outputMakers["url record"](dataDir(), content))
    console.log(
      `Recorded the published addresses in ${path.relative(process.cwd(), path.join(dataDir(), "published-urls.json"))}.`,
    );
}

/** The pages and the one security policy of a build, from the checked content. */
export function plan(content: Content): { pages: PageSpec[]; policy: string } {
  return { pages: listPages(content), policy: sitePolicy(content) };
}

/** The figures of a build for the benchmarks (scripts/measure/bench-build.ts), written to `BUILD_STATS_FILE`. */
export async function writeBuildStats(run: BuildRun, pages: number, maxRssMb: number): Promise<void> {
  if (!process.env.BUILD_STATS_FILE) return;
  const { phases, cpu } = run.timer.stats();
  await writeFile(
    process.env.BUILD_STATS_FILE,
    JSON.stringify({ pages, seconds: run.timer.seconds(), phases, cpu, maxRssMb }),
  );
}
