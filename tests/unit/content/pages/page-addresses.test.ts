// The addresses the site-wide checks compare against are the pages the builders list, in the same order.
import { describe, expect, it } from "vitest";
import { loadContent } from "../../../../src/content/site/load.ts";
import { listPages } from "../../../../src/content/pages/list-pages.ts";
import { pageAddresses } from "../../../../src/content/pages/page-addresses.ts";
import type { Content } from "../../../../src/content/shared/types.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

const listed = (content: Content) => listPages(content).map((page) => page.path);

describe("pageAddresses", () => {
  it("lists the pages listPages builds, in sitemap order", async () => {
    const content = loadContent(await readFixtureTree()).content!;
    expect(pageAddresses(content)).toEqual(listed(content));
  });

  it("agrees on paginated lists and tags, and on a blog with no posts", async () => {
    const content = loadContent(await readFixtureTree()).content!;
    const post = content.posts[0]!;
    const many: Content = {
      ...content,
      site: { ...content.site, blogPageSize: 2 },
      posts: Array.from({ length: 7 }, (_, i) => ({
        ...post,
        slug: `post-${i}`,
        tags: i % 2 ? ["Odd", "All"] : ["All"],
      })),
    };
    expect(pageAddresses(many)).toEqual(listed(many));
    expect(pageAddresses(many)).toContain("/blog/page/4");
    const empty: Content = { ...content, posts: [] };
    expect(pageAddresses(empty)).toEqual(listed(empty));
  });
});
