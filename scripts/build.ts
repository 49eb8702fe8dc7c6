// `npm run build [-- --production]`: validate data/, check for placeholders (fatal with --production), build the bundles, prerender every page, write the static-host files,
// verify the output, then swap it into dist/ in one step. Any failure leaves the previous dist/ untouched.
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { withContentSecurityPolicy } from "../src/content/outputs/content-security-policy.ts";
import { listPages } from "../src/content/pages/list-pages.ts";
import { feedFiles } from "../src/content/outputs/feeds.ts";
import { headersFile, sitePolicy } from "../src/content/outputs/security-headers.ts";
import { socialCards } from "../src/content/blog/social-cards.ts";
import { robotsTxt, sitemapFiles, webManifest } from "../src/content/outputs/sitemap-robots-manifest.ts";
import { folderCacheFile, pruneFolderCaches } from "./shared/folder-cache.ts";
import { checkGoLive } from "./pipeline/go-live.ts";
import { loadDataFolder, reportHeldBack, reportProblems } from "./shared/check-data.ts";
import { dataDir } from "./shared/read-data.ts";
import { updateUrlRecord, writeRedirects, writeSearchIndex } from "./pipeline/search-and-redirect-files.ts";
import { encodeModernImages, writeModernImages } from "./pipeline/images.ts";
import { drawSocialCards, placeSocialCards } from "./pipeline/social-cards.ts";
import { preloadFonts, readPageChunks } from "./pipeline/page-assets.ts";
import { prerenderPages, readPrerenderCache, writePrerenderCache } from "./pipeline/prerender.ts";
import { groupPageProblems, verifyPages } from "./pipeline/verify-pages.ts";
import { buildBundles, serverOutDir } from "./pipeline/vite-builds.ts";

// The site is always built for production, whatever the shell or a test runner set: Vite then bundles React's
// production build, and the prerender (its worker threads inherit this) renders with react-dom/server's, which
// is about a third faster per page than the development build it would otherwise pick.
process.env.NODE_ENV = "production";
const distDir = path.resolve(process.env.OUT_DIR ?? "dist");
const stagingDir = `${distDir}.tmp-${process.pid}`;
const oldDir = `${distDir}.old-${process.pid}`;

function reportFailure(message: string): void {
  console.error(
    `\nBuild failed: ${message}\nThe previous ${path.relative(process.cwd(), distDir) || distDir}/ was left as it was.`,
  );
  process.exitCode = 1;
}

const started = performance.now();
const phases: Record<string, number> = {};
/**
 * CPU time (user + system, ms) of each phase, over every thread of this process: unlike wall time, meaningful on a
 * busy machine. The data check's figure includes the image encoding that runs beside it; Vite's is its own process's.
 */
const cpu: Record<string, number> = {};
{
  // Node's and tsx's start and the imports above: before any phase.
  const used = process.cpuUsage();
  cpu.startup = Math.round((used.user + used.system) / 1000);
}
async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const startCpu = process.cpuUsage();
  try {
    return await work();
  } finally {
    phases[phase] = Math.round(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu[phase] = Math.round((used.user + used.system) / 1000);
  }
}

await pruneFolderCaches();
// Three things need nothing from each other, so they run side by side: Vite (a child process), the data check
// (both cores for a moment) and the AVIF/WebP encoding of public/'s images (sharp's own threads).
const abortBundles = new AbortController();
const bundling = timed("bundles", () => buildBundles(stagingDir, abortBundles.signal));
const encoding = encodeModernImages(path.resolve("public"));
// Awaited below; until then a failure must not count as unhandled.
bundling.catch(() => undefined);
encoding.catch(() => undefined);
/** Stops before anything is written: Vite is stopped and its half-made folders removed. */
async function stopEarly(message: string): Promise<never> {
  abortBundles.abort();
  await Promise.allSettled([bundling, encoding]);
  await rm(stagingDir, { recursive: true, force: true });
  await rm(serverOutDir(stagingDir), { recursive: true, force: true });
  reportFailure(message);
  process.exit();
}
// A local preview (a plain build) only warns when a recorded address vanished; the deploy refuses, as validation does.
const production = process.argv.includes("--production");
const result = await timed("validate", () =>
  loadDataFolder(dataDir(), { vanishedUrls: production ? "error" : "warning" }),
);
if (!reportProblems(result) || !result.content)
  await stopEarly("the data has errors (listed above); fix them and build again.");
const content = result.content!;
reportHeldBack(content);
// `npm run build -- --production` (the deploy workflow) stops on placeholders; a plain build only lists them.
if (!(await checkGoLive(production))) {
  await stopEarly(
    "the data still has placeholders (listed above): replace them before deploying, or build without --production to preview.",
  );
}

// The social cards need only the data and public/: the missing ones are drawn into .cache/cards by a process of their
// own, beside Vite and the prerender, and copied into the output before it is checked.
const stopSideWork = new AbortController();
const drawing = drawSocialCards(socialCards(content), content.site, path.resolve("public"), {
  signal: stopSideWork.signal,
});
drawing.catch(() => undefined);

try {
  const { serverEntry, maxRssMb: bundlesRssMb, cpuMs: bundlesCpu } = await bundling;
  cpu.bundles = bundlesCpu;
  const built = await readFile(path.join(stagingDir, "index.html"), "utf8");
  const policy = sitePolicy(content);
  const template = withContentSecurityPolicy(await preloadFonts(built, stagingDir, content.site.basePath), policy);
  const modules = await readPageChunks(stagingDir, content.site.basePath);
  await timed("images", async () => {
    await encoding;
    await writeModernImages(stagingDir);
  });
  const pages = listPages(content);
  // The cache belongs to one output folder (its full path), so builds into other folders never reuse its pages.
  const cacheFile = folderCacheFile("prerender", distDir);
  const previous = await readPrerenderCache(cacheFile);
  const prerendering = timed("prerender", () =>
    prerenderPages({
      pages,
      outDir: stagingDir,
      template,
      serverEntry,
      modules,
      site: content.site,
      previousDir: distDir,
      previous,
    }),
  );
  // A failed page stops the side work at once (the card drawer, a big site's search index): the build is over.
  prerendering.catch(() => stopSideWork.abort());
  // The site's other files need only the content, so the main thread writes them while the workers render (it only
  // hands out batches meanwhile). Their CPU figures overlap the prerender's. The search index goes first: on a big
  // site a process of its own makes it, from documents this thread sends it a part at a time.
  const siteFiles = timed("site files", async () => {
    const searching = writeSearchIndex(stagingDir, content, { signal: stopSideWork.signal });
    searching.catch(() => undefined); // awaited below
    const listed = pages.filter((page) => page.route !== "notFound");
    for (const [name, text] of sitemapFiles(content.site, listed)) await writeFile(path.join(stagingDir, name), text);
    await writeFile(path.join(stagingDir, "robots.txt"), robotsTxt(content.site));
    for (const feed of feedFiles) await writeFile(path.join(stagingDir, feed.name), feed.make(content));
    await writeFile(path.join(stagingDir, "site.webmanifest"), webManifest(content.site));
    await writeFile(path.join(stagingDir, "_headers"), headersFile(policy));
    await writeRedirects(stagingDir, content);
    return searching;
  });
  // Both settle before anything else happens: a failure of one must not leave the other writing into a removed folder.
  const [prerendered, written] = await Promise.allSettled([prerendering, siteFiles]);
  if (prerendered.status === "rejected") throw prerendered.reason;
  if (written.status === "rejected") throw written.reason;
  const { rendered, reused, cache } = prerendered.value;
  cpu.search = written.value.cpuMs;
  // After the modern images: the cards are shared as PNG only, so they need no AVIF or WebP beside them. The
  // phase is what is left of the drawing once the prerender is done, and the copying.
  const cards = await timed("social cards", async () => {
    const drawn = await drawing;
    await placeSocialCards(drawn.files, stagingDir);
    return drawn;
  });
  cpu.cards = cards.cpuMs;
  const problems = await timed("verify", async () =>
    verifyPages(
      stagingDir,
      pages.map((page) => page.path),
      (sitePath) => cache.pages[sitePath]?.facts,
      content.site,
    ),
  );
  if (problems.length > 0) {
    for (const line of groupPageProblems(problems)) console.error(line);
    throw new Error(
      `${problems.length} problem${problems.length === 1 ? "" : "s"} in the emitted pages (listed above).`,
    );
  }
  await timed("swap", async () => {
    // The cache describes dist/: gone while dist/ changes, rewritten once the new output is in place.
    await rm(cacheFile, { force: true });
    await rename(distDir, oldDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
    await rename(stagingDir, distDir);
    // Only now are these pages the last build's: a build that failed earlier left the cache as it was.
    await writePrerenderCache(cacheFile, distDir, cache).catch(() => undefined);
    await rm(oldDir, { recursive: true, force: true });
  });
  // The addresses are published now: remember them, so a later change that drops one fails validation.
  if (await updateUrlRecord(dataDir(), content))
    console.log(
      `Recorded the published addresses in ${path.relative(process.cwd(), path.join(dataDir(), "published-urls.json"))}.`,
    );
  const seconds = (performance.now() - started) / 1000;
  const reuse = reused > 0 ? ` (${rendered} rendered, ${reused} unchanged since the last build)` : "";
  console.log(
    `Built ${pages.length} pages${reuse} into ${path.relative(process.cwd(), distDir)}/ in ${seconds.toFixed(1)} s.`,
  );
  // Benchmarks read the figures of a build from here (scripts/measure/bench-build.ts). Vite, the card drawer and a big
  // site's search index run in processes of their own: the build's peak memory is the largest process's peak.
  if (process.env.BUILD_STATS_FILE) {
    await writeFile(
      process.env.BUILD_STATS_FILE,
      JSON.stringify({
        pages: pages.length,
        seconds,
        phases,
        cpu: {
          ...cpu,
          total:
            Math.round(process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000) +
            bundlesCpu +
            cards.cpuMs +
            cpu.search,
        },
        maxRssMb: Math.max(bundlesRssMb, cards.maxRssMb, written.value.maxRssMb, process.resourceUsage().maxRSS / 1024),
      }),
    );
  }
} catch (error) {
  stopSideWork.abort();
  await rm(stagingDir, { recursive: true, force: true });
  reportFailure(error instanceof Error ? error.message : String(error));
} finally {
  await rm(serverOutDir(stagingDir), { recursive: true, force: true });
}
