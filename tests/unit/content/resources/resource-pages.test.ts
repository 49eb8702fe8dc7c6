// The resources pages: category card previews, video and framework cards, and every page's data.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../../../src/content/site/load.ts";
import { resourcesPages } from "../../../../src/content/resources/resource-pages.ts";
import type { CategoryData, ResourcesData } from "../../../../src/content/pages/page-data.ts";
import type { Category, Content, Framework, Video } from "../../../../src/content/shared/types.ts";
import { stockThumbnail, thumbnailUrl, videoCard } from "../../../../src/content/resources/client/video.ts";
import { readDataFiles } from "../../../../scripts/shared/read-data.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

const watch = (title: string, id: string): Video => ({
  title,
  link: `https://www.youtube.com/watch?v=${id}`,
  thumbnail: thumbnailUrl(id),
  hasHostThumbnail: true,
});
const search = (title: string): Video => ({
  title,
  link: `https://www.youtube.com/results?search_query=${encodeURIComponent(title)}`,
  thumbnail: stockThumbnail,
  hasHostThumbnail: false,
});

/** Normalised content as `loadContent` returns it; only what the resources pages read. */
const fixture = {
  site: {
    name: "First Principles",
    description: "A studio.",
    url: "https://first-principles.example/",
    origin: "https://first-principles.example",
    basePath: "/",
  },
  categories: [
    {
      name: "The Art of Clear Communication",
      slug: "the-art-of-clear-communication",
      description: "Saying one thing clearly.",
      color: "indigo",
      videos: [watch("Say Less", "Xc3n4QwP9sA"), watch("Curse of Knowledge", "b7R_kq-2LmE")],
    },
    {
      name: "Timeless Wisdom from First Principles Thinkers",
      slug: "timeless-wisdom-from-first-principles-thinkers",
      description: "From the ground up.",
      color: "teal",
      videos: [watch("Ground Up", "Qw8Zt1uVb3M"), search("More talks on first principles")],
    },
    {
      name: "AI-Powered Content Strategy",
      slug: "ai-content",
      description: "AI with your voice.",
      color: "amber",
      videos: [watch("Prompts Are Briefs", "Lp4Kx9Wc2Na")],
    },
  ],
  frameworks: [
    {
      format: "Hero's Journey",
      whenToUse: "Founder stories.",
      structure: ["Ordinary world", "Call", "Return"],
      link: "https://en.wikipedia.org/wiki/Hero%27s_journey",
    },
    {
      format: "Problem-Agitate-Solve",
      whenToUse: "Landing pages.",
      structure: ["Problem", "Agitate", "Solve"],
      link: "https://example.com/pas",
    },
  ],
} as unknown as Content;

/** The hub's data for the fixture with `edit` applied. */
const hubOf = (edit: Partial<Content>) => resourcesPages({ ...fixture, ...edit })[0]!.build() as ResourcesData;
/** The hub's card of `category`. */
const categoryCard = (category: Category) => hubOf({ categories: [category] }).categories[0]!;
/** The hub's card of `framework`. */
const frameworkCard = (framework: Framework) => hubOf({ frameworks: [framework] }).frameworks[0]!;

const categoryOf = (count: number): Category => ({
  name: "Test Category",
  slug: "test-category",
  description: "A test.",
  color: "sky",
  videos: Array.from({ length: count }, (_, i) => ({
    title: `Video ${i + 1}`,
    link: `https://youtu.be/abcdefghij${i}`,
    thumbnail: "",
    hasHostThumbnail: true,
  })),
});

describe("category card preview numbers", () => {
  it.each([
    [7, "+5 more videos"],
    [5, "+3 more videos"],
    [4, "+2 more videos"],
    [3, "+1 more video"],
    [2, null],
    [1, null],
  ])("a category of %i videos says %s", (count, label) => {
    expect(categoryCard(categoryOf(count)).moreLabel).toBe(label);
  });

  it("shows the first 2 titles in order and keeps every title for the search", () => {
    const card = categoryCard(categoryOf(5));
    expect(card.preview).toEqual(["Video 1", "Video 2"]);
    expect(card.videoTitles).toHaveLength(5);
    expect(card.countLabel).toBe("5 videos");
    expect(categoryCard(categoryOf(1))).toMatchObject({ preview: ["Video 1"], countLabel: "1 video" });
  });
});

describe("video and framework cards", () => {
  it("says what a video link does: watch a video, or search the host when no video id is known", () => {
    expect(
      videoCard({
        title: "a",
        link: "https://www.youtube.com/watch?v=abcdefghijk",
        thumbnail: "",
        hasHostThumbnail: true,
      }).action,
    ).toBe("Watch on YouTube");
    expect(
      videoCard({
        title: "a",
        link: "https://www.youtube.com/results?search_query=a",
        thumbnail: stockThumbnail,
        hasHostThumbnail: false,
      }).action,
    ).toBe("Search on YouTube");
    expect(
      videoCard({ title: "a", link: "https://www.vimeo.com/123", thumbnail: stockThumbnail, hasHostThumbnail: false })
        .action,
    ).toBe("Open on vimeo.com");
  });

  it("labels a framework's link by where it leads and counts its stages", () => {
    const framework = { format: "X", whenToUse: "y", structure: ["a", "b", "c"] };
    expect(frameworkCard({ ...framework, link: "https://en.wikipedia.org/wiki/X" })).toMatchObject({
      linkLabel: "Read more on en.wikipedia.org",
      stagesLabel: "3 stages",
    });
    expect(frameworkCard({ ...framework, link: "https://www.youtube.com/results?search_query=x" }).linkLabel).toBe(
      "Find explainer videos on YouTube",
    );
  });
});

describe("resourcesPages", () => {
  it("builds the hub and one page per category, at their paths", () => {
    const pages = resourcesPages(fixture);
    expect(pages.map((page) => [page.path, page.route])).toEqual([
      ["/resources", "resources"],
      ["/resources/the-art-of-clear-communication", "category"],
      ["/resources/timeless-wisdom-from-first-principles-thinkers", "category"],
      ["/resources/ai-content", "category"],
    ]);
  });

  it("gives the hub the spec's title, a card per category and the frameworks", () => {
    const hub = resourcesPages(fixture)[0]!.build() as ResourcesData & { head: { title: string } };
    expect(hub.head.title).toBe("B2B Marketing Resources - First Principles");
    expect(hub.categories.map((card) => [card.name, card.preview.length, card.moreLabel])).toEqual([
      ["The Art of Clear Communication", 2, null],
      ["Timeless Wisdom from First Principles Thinkers", 2, null],
      ["AI-Powered Content Strategy", 1, null],
    ]);
    expect(hub.frameworks.map((framework) => framework.format)).toEqual(["Hero's Journey", "Problem-Agitate-Solve"]);
    expect(hub.summary).toBe("5 talks and videos in 3 categories");
  });

  it("gives a category page the spec's title, its videos with thumbnails, and the other categories", () => {
    const page = resourcesPages(fixture)[2]!.build() as CategoryData & { head: { title: string } };
    expect(page.head.title).toBe("Timeless Wisdom from First Principles Thinkers - First Principles Resources");
    expect(page.category.videos.map((video) => [video.thumbnail, video.action])).toEqual([
      ["https://i.ytimg.com/vi/Qw8Zt1uVb3M/mqdefault.jpg", "Watch on YouTube"],
      [stockThumbnail, "Search on YouTube"],
    ]);
    expect(page.others.map((other) => other.slug)).toEqual(["the-art-of-clear-communication", "ai-content"]);
  });

  it("is plain JSON (it is embedded in the page and fetched as page-data.json)", () => {
    for (const page of resourcesPages(fixture)) {
      const data = page.build();
      expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    }
  });
});

describe("video cards built from the valid fixture's links", () => {
  it("show the host's still for watch, short-link and shorts URLs, and the stock image for a search", async () => {
    const result = loadContent(await readFixtureTree("warnings/video-search-link"), "data/");
    expect(result.problems.filter((problem) => problem.severity === "error")).toEqual([]);
    const videos = resourcesPages(result.content!)
      .map((page) => page.build())
      .flatMap((data) => (data.route === "category" ? data.category.videos : []))
      .map((video) => [video.link, video.thumbnail, video.action]);
    expect(videos).toEqual([
      ["https://www.youtube.com/watch?v=Xc3n4QwP9sA&t=42s", thumbnailUrl("Xc3n4QwP9sA"), "Watch on YouTube"],
      ["https://youtu.be/b7R_kq-2LmE?si=AbCdEf", thumbnailUrl("b7R_kq-2LmE"), "Watch on YouTube"],
      ["https://www.youtube.com/shorts/Qw8Zt1uVb3M", thumbnailUrl("Qw8Zt1uVb3M"), "Watch on YouTube"],
      ["https://www.youtube.com/results?search_query=first+principles", stockThumbnail, "Search on YouTube"],
      ["https://m.youtube.com/embed/Lp4Kx9Wc2Na", thumbnailUrl("Lp4Kx9Wc2Na"), "Watch on YouTube"],
    ]);
  });
});

describe("the real data in data/resources", () => {
  it("has the spec's 11 categories in order, with the spec's video counts and card numbers", async () => {
    const result = loadContent(await readDataFiles(path.resolve("data")), "data/");
    expect(result.problems.filter((problem) => problem.severity === "error")).toEqual([]);
    const hub = resourcesPages(result.content!)[0]!.build() as ResourcesData;
    expect(hub.categories.map((card) => [card.name, card.videoTitles.length, card.moreLabel])).toEqual([
      ["The Art of Clear Communication", 5, "+3 more videos"],
      ["Timeless Wisdom from First Principles Thinkers", 4, "+2 more videos"],
      ["Deconstructing What Works", 4, "+2 more videos"],
      ["Real-Time Content Surgery", 4, "+2 more videos"],
      ["The Science of Simple Messaging", 4, "+2 more videos"],
      ["Strategic Thinking Frameworks", 4, "+2 more videos"],
      ["B2B Search Visibility Mastery", 7, "+5 more videos"],
      ["AI-Powered Content Strategy", 5, "+3 more videos"],
      ["High-Converting Landing Page Principles", 5, "+3 more videos"],
      ["B2B Social Media That Actually Works", 5, "+3 more videos"],
      ["Building Communities That Convert", 5, "+3 more videos"],
    ]);
    expect(hub.frameworks.map((framework) => framework.format)).toEqual([
      "Hero's Journey",
      "Pixar Story Spine",
      "Three-Act Structure",
      "Problem-Agitate-Solve",
    ]);
  });
});
