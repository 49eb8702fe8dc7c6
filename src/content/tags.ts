// Tags: their slugs (the slug rule of docs/product.md §3), the tag list with counts, a tag's posts, and related reading.
import { slugify } from "./slug.ts";
import type { Post, TagRef } from "./types.ts";

/** A tag's URL slug, by the same four steps as every other slug: `B2B Marketing` → `b2b-marketing`. */
export function tagSlug(name: string): string {
  return slugify(name);
}

export function tagRef(name: string): TagRef {
  return { name, slug: tagSlug(name) };
}

export interface TagCount extends TagRef {
  count: number;
}

/**
 * Every tag with its number of posts, most posts first, then by name. Tags are told apart by slug (validation
 * refuses two names with one slug); the name shown is the first spelling met in the newest-first list.
 */
export function listTags(posts: readonly Pick<Post, "tags">[]): TagCount[] {
  const bySlug = new Map<string, TagCount>();
  for (const post of posts) {
    for (const slug of new Set(post.tags.map(tagSlug))) {
      const name = post.tags.find((tag) => tagSlug(tag) === slug) ?? slug;
      const entry = bySlug.get(slug) ?? { name, slug, count: 0 };
      entry.count++;
      bySlug.set(slug, entry);
    }
  }
  return [...bySlug.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "en"));
}

/** The posts carrying a tag, in the order given (the newest-first list). */
export function postsTagged<T extends Pick<Post, "tags">>(posts: readonly T[], slug: string): T[] {
  return posts.filter((post) => post.tags.some((tag) => tagSlug(tag) === slug));
}

/** How many related posts end a post. */
export const relatedLimit = 3;

/**
 * Up to `limit` other posts that share the most tags with `post`; ties go to the newest (the list is newest
 * first, and the sort is stable). Posts sharing no tag are never related.
 */
export function relatedPosts<T extends Pick<Post, "slug" | "tags">>(posts: readonly T[], post: T, limit = relatedLimit): T[] {
  const own = new Set(post.tags.map(tagSlug));
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, shared: [...new Set(other.tags.map(tagSlug))].filter((slug) => own.has(slug)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, limit)
    .map(({ other }) => other);
}
