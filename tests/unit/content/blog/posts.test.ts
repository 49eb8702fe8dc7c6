// What a post becomes: list order, display fields, its summary, and its word count.
import { describe, expect, it } from "vitest";
import {
  countWords,
  displayFields,
  listTagLimit,
  sortPostsNewestFirst,
  summarizePost,
} from "../../../../src/content/blog/posts.ts";
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
  it("derives the display date, the read-time label and at most listTagLimit (3) tags", () => {
    expect(listTagLimit).toBe(3);
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

describe("countWords", () => {
  it("counts words of the text, not of the markup", () => {
    expect(
      countWords('<p>One <a href="https://x.example/a b c">two</a></p>\n<ul><li>three</li><li>four</li></ul>'),
    ).toBe(4);
  });

  it("separates words split only by tags and counts an empty body as zero", () => {
    expect(countWords("<li>one</li><li>two</li>")).toBe(2);
    expect(countWords("<p>  </p>\n")).toBe(0);
  });
});

describe("countWords agrees with stripping tags and splitting on white space", () => {
  const reference = (html: string) =>
    html
      .replace(/<[^>]*>/g, " ")
      .split(/\s+/)
      .filter(Boolean).length;
  const samples = [
    "<p>One two  three</p>",
    "<h2>Title</h2><p>a<strong>b</strong>c d</p>",
    "tight<br>words<br/>here",
    "<p>non\u00a0breaking and\u2003em space, tab\tand\nnewline</p>",
    "a < b and c > d",
    "unclosed <tag at the end",
    "",
    "   ",
    "<p>नमस्ते दुनिया 🙂 emoji</p>",
  ];
  for (const sample of samples) {
    it(JSON.stringify(sample), () => expect(countWords(sample)).toBe(reference(sample)));
  }
});
