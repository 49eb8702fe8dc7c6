// loadContent: the normalised content of the valid fixture, and of trees with one thing changed.
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent, type DataFile } from "../../../../src/content/site/load.ts";
import { formatProblem } from "../../../../src/content/checking/report.ts";
import type { Content } from "../../../../src/content/shared/types.ts";
import { stockThumbnail } from "../../../../src/content/resources/client/video.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

let files: DataFile[];
let content: Content;
beforeAll(async () => {
  files = await readFixtureTree();
  const result = loadContent(files, "data/");
  // Lists the problems, so a schema change that the valid fixture misses says what to add.
  expect(result.problems.map(formatProblem)).toEqual([]);
  content = result.content!;
});

describe("loadContent on the valid fixture", () => {
  it("loads with zero problems", () => {
    expect(content).not.toBeNull();
  });

  it("sorts posts newest first, whatever the file order", () => {
    expect(content.posts.map((post) => [post.publishedAt, post.id])).toEqual([
      ["2025-01-27", "1"],
      ["2025-01-26", "2"],
      ["2025-01-25", "3"],
    ]);
    const reversed = loadContent([...files].reverse(), "data/").content!;
    expect(reversed.posts.map((post) => post.id)).toEqual(["1", "2", "3"]);
  });

  it("derives slugs from titles and keeps an explicit slug", () => {
    expect(content.posts.map((post) => post.slug)).toEqual([
      "how-to-apply-first-principles-thinking-in-startups",
      "exercises-to-practice-first-principles-thinking-daily",
      "first-principles-vs-best-practices",
    ]);
  });

  it("defaults the author to the site's founder and keeps a post's own author", () => {
    expect(content.posts.map((post) => post.author)).toEqual(["Founder Name", "Guest Writer", "Founder Name"]);
  });

  it("computes display fields once: long US date, read-time label, at most 3 list tags", () => {
    const [first] = content.posts;
    expect(first).toMatchObject({
      displayDate: "January 27, 2025",
      readTimeLabel: "1 min read",
      listTags: [
        { name: "First Principles", slug: "first-principles" },
        { name: "Startups", slug: "startups" },
        { name: "Strategy", slug: "strategy" },
      ],
    });
    expect(first?.tags).toHaveLength(4);
  });

  it("carries optional fields only when given, with empty defaults for lists and alt text", () => {
    const [apply, drills, versus] = content.posts;
    expect(apply).toMatchObject({
      seoTitle: "Apply First Principles Thinking in Your Startup",
      seoKeywords: ["first principles", "startups"],
      featuredImageAlt: "",
    });
    expect(apply).not.toHaveProperty("featuredImage");
    expect(drills).toMatchObject({
      featuredImage: "https://images.example/drills.jpg",
      featuredImageAlt: "A notebook with a list of questions",
    });
    expect(versus).toMatchObject({ seoKeywords: [] });
    expect(versus).not.toHaveProperty("seoTitle");
  });

  it("gives each post its sanitised HTML body", () => {
    const body = files.find((file) => file.path === "posts/first-principles-vs-best-practices.html")!.text;
    expect(content.posts[2]?.content).toBe(body);
  });

  it("derives category slugs, or keeps an explicit one", () => {
    expect(content.categories.map((category) => category.slug)).toEqual([
      "the-art-of-clear-communication",
      "timeless-wisdom-from-first-principles-thinkers",
      "ai-content",
    ]);
  });

  it("gives each video the host's thumbnail by id, or the stock image for a search link", async () => {
    const withSearch = loadContent(await readFixtureTree("warnings/video-search-link"), "data/").content!;
    const videos = withSearch.categories.flatMap((category) => category.videos);
    expect(videos.map((video) => [video.thumbnail, video.hasHostThumbnail])).toEqual([
      ["https://i.ytimg.com/vi/Xc3n4QwP9sA/mqdefault.jpg", true],
      ["https://i.ytimg.com/vi/b7R_kq-2LmE/mqdefault.jpg", true],
      ["https://i.ytimg.com/vi/Qw8Zt1uVb3M/mqdefault.jpg", true],
      [stockThumbnail, false],
      ["https://i.ytimg.com/vi/Lp4Kx9Wc2Na/mqdefault.jpg", true],
    ]);
    expect(videos[0]?.link).toBe("https://www.youtube.com/watch?v=Xc3n4QwP9sA&t=42s");
  });

  it("normalises the site and drops the editor-only $schema keys", () => {
    expect(content.site).toMatchObject({
      url: "https://first-principles.example/",
      origin: "https://first-principles.example",
      basePath: "/",
    });
    expect(content.site).not.toHaveProperty("$schema");
    expect(content.landing).not.toHaveProperty("$schema");
    expect(content.landing.hero.headline).toBe("Simple is the New Smart");
    expect(content.frameworks.map((framework) => framework.format)).toEqual([
      "Hero's Journey",
      "Problem-Agitate-Solve",
    ]);
  });
});

describe("loadContent on other trees", () => {
  it("names files with the given root", () => {
    const result = loadContent(
      files.filter((file) => file.path !== "landing.json"),
      "content/",
    );
    expect(result.problems.map((p) => [p.file, p.message])).toEqual([
      ["content/landing.json", "the file is missing: the site needs content/landing.json"],
    ]);
  });

  it("accepts the JSON Schema files an editor uses, and warns about anything else it does not know", () => {
    const result = loadContent(
      [
        ...files,
        { path: "schemas/post.schema.json", text: "{}" },
        { path: "posts/2025/nested.json", text: "{}" },
        { path: "constructor", text: "" },
      ],
      "data/",
    );
    expect(result.problems.map((p) => [p.file, p.severity])).toEqual([
      ["data/constructor", "warning"],
      ["data/posts/2025/nested.json", "warning"],
    ]);
    expect(result.content).not.toBeNull();
  });

  it("still checks every other file when site.json is missing", () => {
    const withoutSite = files.filter((file) => file.path !== "site.json");
    const broken = withoutSite.map((file) =>
      file.path === "resources/categories.json" ? { ...file, text: file.text.replace('"teal"', '"purple"') } : file,
    );
    expect(loadContent(broken, "data/").problems.map((p) => p.file)).toEqual([
      "data/resources/categories.json",
      "data/site.json",
    ]);
  });

  it("gives no content for an empty tree, and says which files are missing", () => {
    const result = loadContent([], "data/");
    expect(result.content).toBeNull();
    expect(result.problems.map((p) => p.file)).toEqual([
      "data/landing.json",
      "data/resources/categories.json",
      "data/resources/frameworks.json",
      "data/site.json",
    ]);
  });

  it("loads a tree with no posts (the blog shows its empty state)", () => {
    const result = loadContent(
      files.filter((file) => !file.path.startsWith("posts/")),
      "data/",
    );
    expect(result.problems).toEqual([]);
    expect(result.content?.posts).toEqual([]);
  });
});
