// The three built-in posts in data/ match the spec's table and are complete articles.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent, type LoadResult } from "../../../src/content/site/load.ts";
import { countWords, wordsPerMinute } from "../../../src/content/body/client/read-time.ts";
import { readDataFiles } from "../../../scripts/shared/read-data.ts";
import outlines from "../../fixtures/built-in-body-outlines.json" with { type: "json" };
import { bodyOutline } from "../support/body-outline.ts";

let result: LoadResult;

beforeAll(async () => {
  result = loadContent(await readDataFiles(path.resolve("data")));
});

const table = [
  {
    id: "1",
    title: "How to Apply First Principles Thinking in Startups",
    publishedAt: "2025-01-27",
    readTime: 8,
    tags: ["First Principles", "Startups", "Strategy", "Business Model"],
  },
  {
    id: "2",
    title: "Exercises to Practice First Principles Thinking Daily",
    publishedAt: "2025-01-26",
    readTime: 6,
    tags: ["First Principles", "Mental Models", "Critical Thinking", "Daily Practice"],
  },
  {
    id: "3",
    title: "First Principles vs. Best Practices: When to Copy, When to Rebuild",
    publishedAt: "2025-01-25",
    readTime: 7,
    tags: ["First Principles", "Best Practices", "Strategy", "Innovation", "Decision Making"],
  },
];

describe("the built-in posts", () => {
  it("load without a single problem, not even a read-time warning; no link is a search page; one talk has the stock image", () => {
    // docs/curation.md: the Clay Shirky talk links to TED's own page, which has no video id for a thumbnail.
    expect(
      result.problems.map((problem) => `${problem.file}:${problem.line} ${problem.severity} ${problem.message}`),
    ).toEqual([
      'data/resources/categories.json:332 warning no video id can be read from ' +
        '"https://www.ted.com/talks/clay_shirky_how_cognitive_surplus_will_change_the_world", so the card shows the ' +
        'stock image',
    ]);
  });

  it("are the spec's three posts, newest first, by the founder, with slugs from their titles", () => {
    const posts = result.content!.posts;
    expect(
      posts.map(({ id, title, publishedAt, readTime, tags }) => ({ id, title, publishedAt, readTime, tags })),
    ).toEqual(table);
    for (const post of posts) {
      expect(post.author).toBe(result.content!.site.founder.name);
      expect(post.slug).toBe(
        post.title
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, "")
          .replace(/ /g, "-")
          .replace(/-+/g, "-"),
      );
    }
  });

  it("are complete articles of at least 1,000 words whose read time matches their length", () => {
    for (const post of result.content!.posts) {
      const words = countWords(post.content);
      expect(words, post.slug).toBeGreaterThanOrEqual(1000);
      expect(Math.abs(words / wordsPerMinute - post.readTime), post.slug).toBeLessThan(post.readTime / 2);
    }
  });

  it("are written in Markdown and read exactly as their HTML originals did (same elements, same text)", async () => {
    const files = await readDataFiles(path.resolve("data"));
    expect(
      files
        .filter((file) => file.path.startsWith("posts/") && !file.path.endsWith(".json"))
        .map((file) => file.path.split(".").pop()),
    ).toEqual(["md", "md", "md"]);
    // tests/fixtures/built-in-body-outlines.json was taken from the HTML bodies before they were converted.
    for (const post of result.content!.posts)
      expect(bodyOutline(post.content), post.slug).toEqual((outlines as Record<string, string[]>)[post.slug]);
  });

  it("have search fields and an excerpt that reads on its own", () => {
    for (const post of result.content!.posts) {
      expect(post.seoTitle?.length, post.slug).toBeLessThanOrEqual(60);
      expect(post.seoDescription?.length, post.slug).toBeLessThanOrEqual(160);
      expect(post.seoKeywords.length, post.slug).toBeGreaterThanOrEqual(5);
      expect(post.excerpt, post.slug).toMatch(/^[A-Z].{60,200}\.$/);
      expect(post.featuredImage && post.featuredImageAlt.length > 20, post.slug).toBe(true);
    }
  });

  it("cover what the spec lists: startup assumptions and case studies, daily drills, a comparison table", () => {
    const [startups, daily, versus] = result.content!.posts;
    expect(startups!.content).toMatch(/assumption/i);
    expect(startups!.content).toMatch(/case stud/i);
    expect(daily!.content.match(/<h2>/g)!.length).toBeGreaterThanOrEqual(5);
    expect(versus!.content).toMatch(/<table>[\s\S]*Best practices[\s\S]*First principles[\s\S]*<\/table>/);
  });
});
