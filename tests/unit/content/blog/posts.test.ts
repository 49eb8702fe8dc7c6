// What a post becomes: list order, display fields and its summary.
import { describe, expect, it } from "vitest";
import { displayFields, sortPostsNewestFirst, summarizePost } from "../../../../src/content/blog/posts.ts";
import type { Post } from "../../../../src/content/shared/types.ts";

describe("sortPostsNewestFirst", () => {
  const posts = [
    { slug: "b-older", publishedAt: "2025-01-25" },
    { slug: "z-newest", publishedAt: "2025-01-27" },
    { slug: "a-last-year", publishedAt: "2024-12-31" },
    { slug: "b-same-day", publishedAt: "2025-01-26" },
    { slug: "a-same-day", publishedAt: "2025-01-26" },
  ];

  it("puts the newest publishedAt first", () => {
    expect(sortPostsNewestFirst(posts).map((p) => p.publishedAt)).toEqual([
      "2025-01-27",
      "2025-01-26",
      "2025-01-26",
      "2025-01-25",
      "2024-12-31",
    ]);
  });

  it("breaks ties by slug, so file order never matters", () => {
    const sorted = sortPostsNewestFirst(posts).map((p) => p.slug);
    expect(sorted.slice(1, 3)).toEqual(["a-same-day", "b-same-day"]);
    expect(sortPostsNewestFirst([...posts].reverse()).map((p) => p.slug)).toEqual(sorted);
  });

  it("returns a new array and leaves the input as it was", () => {
    const input = [...posts];
    const frozen = Object.freeze([...posts]);
    expect(sortPostsNewestFirst(frozen)).not.toBe(frozen);
    sortPostsNewestFirst(input);
    expect(input).toEqual(posts);
  });
});

describe("displayFields", () => {
  it("derives the display date, the read-time label and the first three tags for the list", () => {
    expect(
      displayFields("2025-01-25", 7, [
        "First Principles",
        "Best Practices",
        "Strategy",
        "Innovation",
        "Decision Making",
      ]),
    ).toEqual({
      displayDate: "January 25, 2025",
      readTimeLabel: "7 min read",
      listTags: [
        { name: "First Principles", slug: "first-principles" },
        { name: "Best Practices", slug: "best-practices" },
        { name: "Strategy", slug: "strategy" },
      ],
    });
    expect(displayFields("2025-01-25", 7, ["One"]).listTags).toEqual([{ name: "One", slug: "one" }]);
  });
});

describe("summarizePost", () => {
  it("drops the body and SEO fields a list does not need", () => {
    const post: Post = {
      id: "1",
      slug: "s",
      title: "T",
      excerpt: "E",
      author: "A",
      publishedAt: "2025-01-27",
      displayDate: "January 27, 2025",
      readTime: 8,
      readTimeLabel: "8 min read",
      listTags: [{ name: "a", slug: "a" }],
      featuredImageAlt: "",
      featuredImageSources: [],
      tags: ["a", "b"],
      tagRefs: [],
      seoKeywords: ["k"],
      seoTitle: "S",
      seoDescription: "D",
      content: "<p>x</p>",
    };
    const summary = summarizePost(post);
    expect(Object.keys(summary).sort()).toEqual([
      "author",
      "displayDate",
      "excerpt",
      "featuredImageAlt",
      "featuredImageSources",
      "id",
      "listTags",
      "publishedAt",
      "readTime",
      "readTimeLabel",
      "slug",
      "title",
    ]);
  });
});
