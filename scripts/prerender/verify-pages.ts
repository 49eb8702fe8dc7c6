// Lists what is wrong with the emitted pages: missing head tags, links to nowhere. What each page contains was
// read as it was written (page-facts.ts); a page reused from the last build brings its facts along.
import { existsSync } from "node:fs";
import path from "node:path";
import { normalizePath, outputFile, stripBase } from "../../src/content/shared/paths.ts";
import type { Site } from "../../src/content/shared/types.ts";
import type { PageFacts } from "./page-facts.ts";

export interface PageProblem {
  page: string;
  message: string;
}

function memoize<T>(work: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (!known.has(key)) known.set(key, work(key));
    return known.get(key) as T;
  };
}

/**
 * Where a link on a page leads inside the site: the site path (null when outside the base path) and the anchor;
 * undefined for a link that leaves the site or is not a page address. Pages share most links (the header,
 * assets, other posts), so each is resolved once: per site when it does not depend on the page, else per page.
 */
function linkResolver(site: Site) {
  const siteRoot = `${site.origin}${site.basePath.replace(/\/$/, "")}`;
  const resolve = memoize((key: string) => {
    const cut = key.indexOf("\n");
    const [sitePath, href] = [key.slice(0, cut), key.slice(cut + 1)];
    if (href === "" || /^(mailto|tel):/.test(href)) return undefined;
    const url = new URL(href, `${siteRoot}${normalizePath(sitePath)}`);
    if (url.origin !== site.origin) return undefined;
    return { target: stripBase(site.basePath, url.pathname), anchor: decodeURIComponent(url.hash.slice(1)) };
  });
  return (href: string, sitePath: string) =>
    resolve(`${/^(\/(?!\/)|[a-z][a-z0-9+.-]*:)/i.test(href) ? "/" : sitePath}\n${href}`);
}

/** Checks the head tags and internal links of the pages at `sitePaths` inside `outDir`, from their facts. */
export function verifyPages(
  outDir: string,
  sitePaths: readonly string[],
  factsOf: (sitePath: string) => PageFacts | undefined,
  site: Site,
): PageProblem[] {
  const problems: PageProblem[] = [];
  const pages = new Map<string, { ids: Set<string>; links: string[] }>();
  for (const sitePath of sitePaths) {
    const facts = factsOf(sitePath) ?? { headProblems: ["the page was not written"], ids: [], links: [] };
    for (const message of facts.headProblems) problems.push({ page: outputFile(sitePath), message });
    pages.set(normalizePath(sitePath), { ids: new Set(facts.ids), links: facts.links });
  }
  const resolve = linkResolver(site);
  const fileExists = memoize((target: string) => existsSync(path.join(outDir, decodeURIComponent(target))));
  for (const sitePath of sitePaths) {
    const page = pages.get(normalizePath(sitePath));
    if (!page) continue;
    const report = (message: string) => problems.push({ page: outputFile(sitePath), message });
    for (const href of page.links) {
      const link = resolve(href, sitePath);
      if (!link) continue;
      if (link.target === null) {
        report(`link "${href}" points outside the site's base path ${site.basePath}`);
        continue;
      }
      const targetPage = pages.get(link.target);
      if (!targetPage) {
        if (!fileExists(link.target)) report(`link "${href}" points at no emitted page or file`);
        continue;
      }
      if (link.anchor && !targetPage.ids.has(link.anchor))
        report(`link "${href}" points at #${link.anchor}, which ${outputFile(link.target)} does not contain`);
    }
  }
  return problems;
}

/** One line per distinct problem, naming the first pages it occurs on. */
export function groupPageProblems(problems: readonly PageProblem[]): string[] {
  const byMessage = new Map<string, string[]>();
  for (const problem of problems)
    byMessage.set(problem.message, [...(byMessage.get(problem.message) ?? []), problem.page]);
  return [...byMessage].map(
    ([message, pages]) =>
      `${pages.slice(0, 3).join(", ")}${pages.length > 3 ? ` and ${pages.length - 3} more pages` : ""}: ${message}`,
  );
}
