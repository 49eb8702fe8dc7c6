// What a post becomes on the page: its display date and read time, its summary for lists (the read-time rule itself is
// src/content/body/client/read-time.ts, which the content manager's preview uses too).
import { formatDisplayDate, formatReadTime } from "../shared/dates.ts";
import { tagRef } from "./tags.ts";
import type { Post, PostSummary } from "../shared/types.ts";

/** Tags shown per post in lists (docs/product.md §6). */
const listTagLimit = 3;

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
