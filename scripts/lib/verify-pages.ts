// Lists what is wrong with the emitted pages: missing head tags, links to nowhere. What each page contains is
// read with cheerio (page-facts.ts, in worker threads on a big site) and cached by the hash of its HTML, so a
// rebuild re-reads only the pages that changed.
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { normalizePath, outputFile, stripBase } from "../../src/content/paths.ts";
import type { Site } from "../../src/content/types.ts";
import { readPagesFacts, type PageFacts } from "./page-facts.ts";

export interface PageProblem {
  page: string;
  message: string;
}

/** Checks head tags and internal links of the pages at `sitePaths` inside `outDir`. */
export async function verifyPages(outDir: string, sitePaths: readonly string[], site: Site, cacheFile?: string): Promise<PageProblem[]> {
  const problems: PageProblem[] = [];
  const previous: Record<string, PageFacts> = cacheFile && existsSync(cacheFile) ? (JSON.parse(await readFile(cacheFile, "utf8")) as Record<string, PageFacts>) : {};
  const read = await readPagesFacts(outDir, sitePaths, site, Object.keys(previous));
  const cache: Record<string, PageFacts> = {};
  const pages = new Map<string, { ids: Set<string>; links: string[] }>();
  sitePaths.forEach((sitePath, i) => {
    const { key, facts: fresh } = read[i] ?? { key: "" };
    const facts = fresh ?? previous[key];
    if (!facts) throw new Error(`no facts read for ${sitePath}`);
    cache[key] = facts;
    for (const message of facts.headProblems) problems.push({ page: outputFile(sitePath), message });
    pages.set(normalizePath(sitePath), { ids: new Set(facts.ids), links: facts.links });
  });
  if (cacheFile) {
    await mkdir(path.dirname(cacheFile), { recursive: true });
    await writeFile(cacheFile, JSON.stringify(cache));
  }
  const siteRoot = `${site.origin}${site.basePath.replace(/\/$/, "")}`;
  for (const sitePath of sitePaths) {
    const page = pages.get(normalizePath(sitePath));
    if (!page) continue;
    const report = (message: string) => problems.push({ page: outputFile(sitePath), message });
    for (const href of page.links) {
      if (href === "" || /^(mailto|tel):/.test(href)) continue;
      const url = new URL(href, `${siteRoot}${normalizePath(sitePath)}`);
      if (url.origin !== site.origin) continue;
      const target = stripBase(site.basePath, url.pathname);
      if (target === null) {
        report(`link "${href}" points outside the site's base path ${site.basePath}`);
        continue;
      }
      const targetPage = pages.get(target);
      if (!targetPage) {
        if (!existsSync(path.join(outDir, decodeURIComponent(target)))) report(`link "${href}" points at no emitted page or file`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && !targetPage.ids.has(anchor)) report(`link "${href}" points at #${anchor}, which ${outputFile(target)} does not contain`);
    }
  }
  return problems;
}

/** One line per distinct problem, naming the first pages it occurs on. */
export function groupPageProblems(problems: readonly PageProblem[]): string[] {
  const byMessage = new Map<string, string[]>();
  for (const problem of problems) byMessage.set(problem.message, [...(byMessage.get(problem.message) ?? []), problem.page]);
  return [...byMessage].map(([message, pages]) => `${pages.slice(0, 3).join(", ")}${pages.length > 3 ? ` and ${pages.length - 3} more pages` : ""}: ${message}`);
}
