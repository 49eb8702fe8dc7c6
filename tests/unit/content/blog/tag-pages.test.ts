// The tag index and each tag's pages: counts, titles, canonical addresses and pagination.
import { describe, expect, it } from "vitest";
import { loadContent } from "../../../../src/content/site/load.ts";
import type { PageData, TagData, TagsData } from "../../../../src/content/pages/page-data.ts";
import { tagPages } from "../../../../src/content/blog/tag-pages.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

describe("tag pages", () => {
  async function pages(pageSize = 12) {
    const files = (await readFixtureTree()).map((f) =>
      f.path === "site.json" ? { ...f, text: f.text.replace(/"blogPageSize": \d+/, `"blogPageSize": ${pageSize}`) } : f,
    );
    const { content } = loadContent(files, "fixture/");
    if (!content) throw new Error("fixture does not load");
    return tagPages(content).map((spec) => ({ spec, data: spec.build() as PageData }));
  }

  it("gives /blog/tags every tag with its count, and each tag a page of its posts newest first", async () => {
    const built = await pages();
    const index = built.find((p) => p.spec.path === "/blog/tags")?.data as TagsData & PageData;
    expect(index.tags.find((t) => t.slug === "first-principles")?.count).toBe(3);
    expect(index.head.title).toBe("All tags - First Principles");
    const strategy = built.find((p) => p.spec.path === "/blog/tag/strategy")?.data as TagData & PageData;
    expect(strategy.head.title).toBe("Posts tagged Strategy - First Principles");
    expect(strategy.head.canonical).toBe("https://first-principles.example/blog/tag/strategy");
    expect(strategy.head.meta.find((m) => m.name === "description")?.content).toMatch(
      /^2 articles from First Principles on Strategy/,
    );
    expect(strategy.posts.map((p) => p.publishedAt)).toEqual(["2025-01-27", "2025-01-25"]);
  });

  it("paginates a tag like /blog", async () => {
    const built = await pages(2);
    const paths = built.map((p) => p.spec.path).filter((path) => path.startsWith("/blog/tag/first-principles"));
    expect(paths).toEqual(["/blog/tag/first-principles", "/blog/tag/first-principles/page/2"]);
    const second = built.find((p) => p.spec.path === "/blog/tag/first-principles/page/2")?.data as TagData & PageData;
    expect(second).toMatchObject({
      route: "tagPage",
      page: 2,
      pageCount: 2,
      previousPath: "/blog/tag/first-principles",
      nextPath: null,
    });
    expect(second.head.title).toBe("Posts tagged First Principles, page 2 of 2 - First Principles");
  });
});
