// Reads every emitted page with cheerio and lists what is wrong: missing head tags, links to nowhere.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { load } from "cheerio";
import { normalizePath, outputFile, stripBase } from "../../src/content/paths.ts";
import type { Site } from "../../src/content/types.ts";

export interface PageProblem {
  page: string;
  message: string;
}

interface ReadPage {
  ids: Set<string>;
  links: string[];
}

/** Checks head tags and internal links of the pages at `paths` (site paths) inside `outDir`. */
export async function verifyPages(outDir: string, sitePaths: readonly string[], site: Site): Promise<PageProblem[]> {
  const problems: PageProblem[] = [];
  const pages = new Map<string, ReadPage>();
  for (const sitePath of sitePaths) {
    const file = outputFile(sitePath);
    const $ = load(await readFile(path.join(outDir, file), "utf8"));
    const report = (message: string) => problems.push({ page: file, message });
    const titles = $("title");
    if (titles.length !== 1 || $("head > title").length !== 1) report(`expected exactly one <title> inside <head>, found ${titles.length} (${$("head > title").length} in <head>)`);
    if (!$("head > title").text().trim()) report("the <title> is empty");
    if (!$('head > meta[name="description"]').attr("content")?.trim()) report("no meta description in <head>");
    const canonical = $('head > link[rel="canonical"]').attr("href") ?? "";
    if (!canonical.startsWith(site.origin)) report(`no absolute canonical link in <head> (found "${canonical}")`);
    const ids = new Set($("[id]").map((_i, el) => $(el).attr("id") ?? "").get());
    const links = $("a[href], link[href], img[src], script[src]").map((_i, el) => $(el).attr("href") ?? $(el).attr("src") ?? "").get();
    pages.set(normalizePath(sitePath), { ids, links });
  }
  for (const sitePath of sitePaths) {
    const page = pages.get(normalizePath(sitePath));
    if (!page) continue;
    const base = new URL(sitePath, `${site.origin}${site.basePath}`);
    for (const href of page.links) {
      if (href === "" || /^(mailto|tel):/.test(href)) continue;
      const url = new URL(href, `${site.origin}${site.basePath.replace(/\/$/, "")}${base.pathname}`);
      if (url.origin !== site.origin) continue;
      const target = stripBase(site.basePath, url.pathname);
      const report = (message: string) => problems.push({ page: outputFile(sitePath), message });
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
