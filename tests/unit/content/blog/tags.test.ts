// Tags: their slugs and counts, and related reading by shared tags.
import { describe, expect, it } from "vitest";
import { listTags, postsTagged, relatedPosts, tagSlug } from "../../../../src/content/blog/tags.ts";

const post = (slug: string, tags: string[]) => ({ slug, tags });

describe("tag slugs and counts", () => {
  it("slugs a tag by the spec's four steps", () => {
    expect(tagSlug("B2B Marketing")).toBe("b2b-marketing");
    expect(tagSlug("First Principles")).toBe("first-principles");
    expect(tagSlug("Q&A: Sales")).toBe("qa-sales");
    expect(tagSlug("?!")).toBe("");
  });

  it("counts each tag's posts, most first, then by name", () => {
    const posts = [
      post("a", ["Strategy", "Startups"]),
      post("b", ["Strategy"]),
      post("c", ["Writing", "Startups", "Strategy"]),
    ];
    expect(listTags(posts)).toEqual([
      { name: "Strategy", slug: "strategy", count: 3 },
      { name: "Startups", slug: "startups", count: 2 },
      { name: "Writing", slug: "writing", count: 1 },
    ]);
    expect(postsTagged(posts, "startups").map((p) => p.slug)).toEqual(["a", "c"]);
  });
});

describe("related reading", () => {
  // Newest first, as content.posts is.
  const posts = [
    post("newest", ["A"]),
    post("two-shared", ["A", "B", "X"]),
    post("me", ["A", "B", "C"]),
    post("three-shared", ["A", "B", "C"]),
    post("one-shared-old", ["C"]),
    post("none", ["Z"]),
    post("oldest-one-shared", ["B"]),
  ];
  const me = posts[2]!;

  it("lists up to three posts sharing the most tags, ties to the newest, never the post itself", () => {
    expect(relatedPosts(posts, me).map((p) => p.slug)).toEqual(["three-shared", "two-shared", "newest"]);
  });

  it("skips the posts a reader is already offered (the neighbours), so no post is listed twice", () => {
    expect(relatedPosts(posts, me, 3, ["two-shared", "three-shared"]).map((p) => p.slug)).toEqual([
      "newest",
      "one-shared-old",
      "oldest-one-shared",
    ]);
  });

  it("leaves out posts that share no tag", () => {
    expect(relatedPosts(posts, posts[5]!)).toEqual([]);
    expect(relatedPosts(posts, me, 10).map((p) => p.slug)).not.toContain("none");
  });

  it("picks what counting every other post would pick, on a larger list with many ties", () => {
    // The definition itself: every other post, by shared tag slugs, most first, ties to the newest (earliest).
    const naive = (list: typeof many, of: (typeof many)[number], limit: number) =>
      list
        .filter((other) => other.slug !== of.slug)
        .map((other) => ({
          other,
          shared: [...new Set(other.tags.map(tagSlug))].filter((slug) => of.tags.map(tagSlug).includes(slug)).length,
        }))
        .filter(({ shared }) => shared > 0)
        .sort((a, b) => b.shared - a.shared)
        .slice(0, limit)
        .map(({ other }) => other.slug);
    const names = ["Growth", "growth", "B2B Marketing", "SaaS", "Writing", "Research", "Positioning"];
    // A fixed pseudo-random spread of 1 to 4 tags per post (a linear congruential sequence).
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const many = Array.from({ length: 120 }, (_, i) =>
      post(
        `p${i}`,
        Array.from({ length: 1 + (next() % 4) }, () => names[next() % names.length]!),
      ),
    );
    for (const of of many)
      for (const limit of [1, 3, 8])
        expect(
          relatedPosts(many, of, limit).map((p) => p.slug),
          `${of.slug} ${limit}`,
        ).toEqual(naive(many, of, limit));
  });
});
