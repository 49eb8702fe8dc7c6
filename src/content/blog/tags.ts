// Tags: their slugs (the slug rule of docs/product.md §3), the tag list with counts, a tag's posts, and related
// reading.
import { slugify } from "../shared/slug.ts";
import type { Post, TagRef } from "../shared/types.ts";

const slugs = new Map<string, string>();

/**
 * A tag's URL slug, by the same four steps as every other slug: `B2B Marketing` → `b2b-marketing`. Remembered by
 * name: a site has few tag names, and the tag pages and related reading ask for them again for every post.
 */
export function tagSlug(name: string): string {
  let slug = slugs.get(name);
  if (slug === undefined) {
    slug = slugify(name);
    slugs.set(name, slug);
  }
  return slug;
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
const relatedLimit = 3;

/**
 * For each tag slug, the positions of the posts carrying it; made once per list of posts, with the scratch space
 * `relatedPosts` counts in (a count per post, and which of them it touched).
 */
interface TagIndex {
  bySlug: Map<string, number[]>;
  counts: Uint16Array;
  touched: number[];
}
const tagIndexes = new WeakMap<readonly Pick<Post, "tags">[], TagIndex>();
function postsBySlug(posts: readonly Pick<Post, "tags">[]): TagIndex {
  let index = tagIndexes.get(posts);
  if (!index) {
    const bySlug = new Map<string, number[]>();
    for (const [position, post] of posts.entries()) {
      for (const slug of new Set(post.tags.map(tagSlug))) {
        const positions = bySlug.get(slug);
        if (positions) positions.push(position);
        else bySlug.set(slug, [position]);
      }
    }
    index = { bySlug, counts: new Uint16Array(posts.length), touched: [] };
    tagIndexes.set(posts, index);
  }
  return index;
}

/**
 * Up to `limit` other posts that share the most tags with `post`; ties go to the newest (the list is newest
 * first). Posts sharing no tag are never related. Only the posts sharing a tag are counted, through an index of
 * the list made once, so a site's related reading costs about what its tag pages list, not posts × posts.
 */
export function relatedPosts<T extends Pick<Post, "slug" | "tags">>(
  posts: readonly T[],
  post: T,
  limit = relatedLimit,
  /** Slugs a reader is already offered (the newer and older neighbours): each post is listed once. */
  skip: readonly string[] = [],
): T[] {
  const { bySlug, counts, touched } = postsBySlug(posts);
  // Counted in a typed array kept with the index, which allocates nothing per post: this runs once per post over
  // every other post (docs/performance.md, "Figures behind the code"). `touched` says which counts to read and to
  // clear again for the next post.
  for (const slug of new Set(post.tags.map(tagSlug))) {
    for (const position of bySlug.get(slug) ?? []) {
      const { slug: other } = posts[position]!;
      if (other !== post.slug && !skip.includes(other) && counts[position]!++ === 0) touched.push(position);
    }
  }
  // The best `limit`, most shared tags first, then the newest (the smallest position).
  const best: Array<[position: number, count: number]> = [];
  for (const position of touched) {
    const entry: [number, number] = [position, counts[position]!];
    counts[position] = 0;
    const at = best.findIndex(([other, count]) => entry[1] > count || (entry[1] === count && entry[0] < other));
    if (at >= 0) best.splice(at, 0, entry);
    else best.push(entry);
    if (best.length > limit) best.pop();
  }
  touched.length = 0;
  return best.map(([position]) => posts[position]!);
}
