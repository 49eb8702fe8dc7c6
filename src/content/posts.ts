import { formatDisplayDate, formatReadTime } from "./dates.ts";
import type { Post, PostSummary } from "./types.ts";

/** Tags shown per post in lists (the spec's limit). */
export const listTagLimit = 3;

/** Newest first by `publishedAt`; ties broken by slug so the order never depends on file order. */
export function sortPostsNewestFirst<T extends { publishedAt: string; slug: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.publishedAt === b.publishedAt ? a.slug.localeCompare(b.slug) : a.publishedAt < b.publishedAt ? 1 : -1));
}

export function displayFields(publishedAt: string, readTime: number, tags: readonly string[]) {
  return { displayDate: formatDisplayDate(publishedAt), readTimeLabel: formatReadTime(readTime), listTags: tags.slice(0, listTagLimit) };
}

export function summarizePost(post: Post): PostSummary {
  const { tags: _tags, seoTitle: _t, seoDescription: _d, seoKeywords: _k, content: _c, ...summary } = post;
  return summary;
}

/** Words in an HTML body, for comparing with the stated read time. */
export function countWords(html: string): number {
  return html.replace(/<[^>]*>/g, " ").split(/\s+/).filter(Boolean).length;
}

/** Reading speed used to check stated read times. */
export const wordsPerMinute = 220;
