// How the blog's lists are cut into pages (the blog list and each tag's), and the pager each page shows.
import type { PagerData } from "./page-data.ts";

/**
 * The page numbers a pager shows: the first, the last, and the current page with its neighbours; a gap of a single
 * page shows that page instead. Seven at most, so the row fits a phone and the number of links a page carries does
 * not grow with the blog, however many pages there are.
 */
function pagerNumbers(page: number, pageCount: number): number[] {
  if (pageCount <= 1) return [];
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  for (const n of [...shown]) if (!shown.has(n + 1) && shown.has(n + 2)) shown.add(n + 1);
  return [...shown].sort((a, b) => a - b);
}

/** The pager of page `page` of `pageCount`, whose pages live at `pathOf(n)`. */
export function pagerData(page: number, pageCount: number, pathOf: (page: number) => string): PagerData {
  return {
    page,
    pageCount,
    previousPath: page > 1 ? pathOf(page - 1) : null,
    nextPath: page < pageCount ? pathOf(page + 1) : null,
    pageLinks: pagerNumbers(page, pageCount).map((n) => ({ page: n, path: pathOf(n) })),
  };
}

/** Splits the newest-first list into pages; the featured (newest) post leads page 1 and counts toward it. */
export function paginate<T>(items: readonly T[], pageSize: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += pageSize) pages.push(items.slice(start, start + pageSize));
  return pages.length > 0 ? pages : [[]];
}
