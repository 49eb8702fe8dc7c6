// What the link check needs of each emitted page, read with cheerio: on a big site in worker threads (both cores,
// each with a small heap, so the garbage of 10,000 parsed pages is collected as it goes, not left to grow).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { load } from "cheerio";
import { outputFile } from "../../src/content/paths.ts";
import type { Site } from "../../src/content/types.ts";

/** What the link check needs of a page, and the problems of its head. */
export interface PageFacts {
  headProblems: string[];
  ids: string[];
  links: string[];
}

export function readPage(html: string, site: Site): PageFacts {
  // htmlparser2 mode: four times faster than the default parser, and our pages are well-formed.
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  const headProblems: string[] = [];
  const titles = $("title");
  if (titles.length !== 1 || $("head > title").length !== 1) headProblems.push(`expected exactly one <title> inside <head>, found ${titles.length} (${$("head > title").length} in <head>)`);
  if (!$("head > title").text().trim()) headProblems.push("the <title> is empty");
  if (!$('head > meta[name="description"]').attr("content")?.trim()) headProblems.push("no meta description in <head>");
  const canonical = $('head > link[rel="canonical"]').attr("href") ?? "";
  if (!canonical.startsWith(site.origin)) headProblems.push(`no absolute canonical link in <head> (found "${canonical}")`);
  const ids = $("[id]").map((_i, el) => $(el).attr("id") ?? "").get();
  const links = $("a[href], link[href], img[src], script[src], source[srcset]").map((_i, el) => $(el).attr("href") ?? $(el).attr("src") ?? $(el).attr("srcset") ?? "").get();
  links.push(...($("#page-data").attr("data-modules") ?? "").split(" ").filter(Boolean));
  // Copy the strings out: slices of the page's text would keep every page's whole HTML alive until the end.
  return JSON.parse(JSON.stringify({ headProblems, ids, links })) as PageFacts;
}

/** A page's cache key (the hash of its HTML), and its facts unless the key was `known` already. */
export interface PageRead {
  key: string;
  facts?: PageFacts;
}

export interface FactsJob {
  outDir: string;
  sitePaths: readonly string[];
  site: Site;
  known: readonly string[];
}

export function readFacts({ outDir, sitePaths, site, known }: FactsJob): PageRead[] {
  const knownKeys = new Set(known);
  return sitePaths.map((sitePath) => {
    const html = readFileSync(path.join(outDir, outputFile(sitePath)), "utf8");
    const key = createHash("sha256").update(site.url).update(html).digest("base64url");
    return knownKeys.has(key) ? { key } : { key, facts: readPage(html, site) };
  });
}

/** Below this many pages, starting workers costs more than it saves. */
const workerThreshold = 400;

/** `readFacts` for every page, in order; split across worker threads on a big site. */
export async function readPagesFacts(outDir: string, sitePaths: readonly string[], site: Site, known: readonly string[]): Promise<PageRead[]> {
  const workers = sitePaths.length < workerThreshold ? 1 : Math.min(os.availableParallelism(), 4);
  if (workers === 1) return readFacts({ outDir, sitePaths, site, known });
  const share = Math.ceil(sitePaths.length / workers);
  const parts = Array.from({ length: workers }, (_, i) => sitePaths.slice(i * share, (i + 1) * share));
  const results = await Promise.all(parts.map((part) => {
    const job: FactsJob = { outDir, sitePaths: part, site, known };
    const worker = new Worker(new URL("./ts-worker.mjs", import.meta.url), {
      argv: [new URL("./page-facts-worker.ts", import.meta.url).href],
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    return new Promise<PageRead[]>((resolve, reject) => {
      worker.once("error", reject);
      worker.once("message", resolve);
    }).finally(() => void worker.terminate());
  }));
  return results.flat();
}
