// What a post becomes on the page: its display date and read time, its summary for lists, its words counted.
import { formatDisplayDate, formatReadTime } from "../shared/dates.ts";
import { tagRef } from "./tags.ts";
import type { Post, PostSummary } from "../shared/types.ts";

/** Tags shown per post in lists (docs/product.md §6). */
export const listTagLimit = 3;

/** Newest first by `publishedAt`; ties broken by slug so the order never depends on file order. */
export function sortPostsNewestFirst<T extends { publishedAt: string; slug: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) =>
    a.publishedAt === b.publishedAt ? a.slug.localeCompare(b.slug) : a.publishedAt < b.publishedAt ? 1 : -1,
  );
}

export function displayFields(publishedAt: string, readTime: number, tags: readonly string[]) {
  return {
    displayDate: formatDisplayDate(publishedAt),
    readTimeLabel: formatReadTime(readTime),
    listTags: tags.slice(0, listTagLimit).map(tagRef),
  };
}

export function summarizePost(post: Post): PostSummary {
  const {
    tags: _tags,
    tagRefs: _refs,
    seoTitle: _t,
    seoDescription: _d,
    seoKeywords: _k,
    content: _c,
    ...summary
  } = post;
  return summary;
}

/**
 * Words in an HTML body, for comparing with the stated read time: runs of non-space text between tags. A
 * character loop, which allocates no string per word: every body of a large site passes through here.
 */
export function countWords(html: string): number {
  const lastClose = html.lastIndexOf(">");
  let count = 0;
  let inTag = false;
  let inWord = false;
  for (let i = 0; i < html.length; i++) {
    const code = html.charCodeAt(i);
    if (inTag) {
      if (code === 62) inTag = false;
      continue;
    }
    if (code === 60 && i < lastClose) {
      inTag = true;
      inWord = false;
    } else if (code <= 32 ? code === 32 || (code >= 9 && code <= 13) : code > 127 && /\s/.test(html[i] ?? "")) {
      inWord = false;
    } else if (!inWord) {
      inWord = true;
      count++;
    }
  }
  return count;
}

/** Reading speed for computed read times and for checking stated ones. */
export const wordsPerMinute = 230;

/** Minutes to read `words` words, at least 1. */
export function readTimeFromWords(words: number): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}
