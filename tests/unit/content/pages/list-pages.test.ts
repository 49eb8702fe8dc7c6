// Every page the site builds, once each, with its route record's id, and the not-found page last.
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../../../../src/content/site/load.ts";
import { listPages } from "../../../../src/content/pages/list-pages.ts";
import type { PageSpec } from "../../../../src/content/pages/page-data.ts";
import { routes } from "../../../../src/content/shared/routes.ts";
import type { Content } from "../../../../src/content/shared/types.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

let content: Content;
let pages: PageSpec[];
beforeAll(async () => {
  content = loadContent(await readFixtureTree()).content!;
  pages = listPages(content);
});

describe("listPages", () => {
  it("lists each path once, the home page first and the not-found page last", () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths[0]).toBe(routes.home.href());
    expect(pages.at(-1)).toMatchObject({ path: routes.notFound.href(), route: routes.notFound.id });
  });

  it("gives every page the id of the record whose pattern builds its path", () => {
    for (const page of pages) expect(Object.keys(routes), page.path).toContain(page.route);
    expect(pages.filter((page) => page.route === routes.post.id)).toHaveLength(content.posts.length);
    expect(pages.filter((page) => page.route === routes.category.id)).toHaveLength(content.categories.length);
  });

  it("builds the not-found page's data with a noindex head, titled with the site's name", () => {
    const data = pages.at(-1)!.build();
    expect(data.route).toBe(routes.notFound.id);
    expect(data.head.title).toBe(`Page not found - ${content.site.name}`);
    expect(data.head.meta).toContainEqual({ name: "robots", content: "noindex" });
  });
});
