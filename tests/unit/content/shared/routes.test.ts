// The route records: every page the build writes matches one record (tests/render/page-modules.test.tsx loads
// each module).
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { matchPath, matchRoutes } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDataFiles } from "../../../../scripts/shared/read-data.ts";
import { writeSyntheticDataTree } from "../../../../scripts/measure/synthetic-data.ts";
import { loadContent } from "../../../../src/content/site/load.ts";
import { listPages } from "../../../../src/content/pages/list-pages.ts";
import { outputFile, pageDataPath } from "../../../../src/content/shared/paths.ts";
import { notFoundFiles, routeRecords, routes } from "../../../../src/content/shared/routes.ts";
import type { Content } from "../../../../src/content/shared/types.ts";

/** The route ids React Router picks for a path, as the app's <Routes> does (it ranks, it does not take the first). */
const matchedIds = (path: string) =>
  (
    matchRoutes(
      routeRecords.map((route) => ({ id: route.id, path: route.pattern })),
      path,
    ) ?? []
  ).map((match) => match.route.id);

const dirs: string[] = [];
let builtIn: Content;
let synthetic: Content;

async function load(dir: string): Promise<Content> {
  const result = loadContent(await readDataFiles(dir), `${dir}/`);
  expect(result.problems.filter((problem) => problem.severity === "error")).toEqual([]);
  return result.content!;
}

beforeAll(async () => {
  builtIn = await load(path.resolve("data"));
  const dir = await mkdtemp(path.join(tmpdir(), "routes-"));
  dirs.push(dir);
  // Enough posts for later blog pages and later pages of tags.
  await writeSyntheticDataTree(dir, 120);
  synthetic = await load(dir);
});
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe.each([
  ["the built-in content", () => builtIn],
  ["a synthetic site of 120 posts", () => synthetic],
])("every prerendered path of %s", (_name, content) => {
  it("is matched by its own record's pattern, and the router picks that record over every other", () => {
    for (const page of listPages(content())) {
      if (page.route === "notFound") continue;
      const own = routes[page.route];
      expect(
        matchPath({ path: own.pattern, end: true }, page.path),
        `${page.path} matches ${own.pattern}`,
      ).not.toBeNull();
      expect(matchedIds(page.path), page.path).toEqual([page.route]);
    }
  });

  it("matches no other record's pattern except a parameter that the router ranks below a fixed segment", () => {
    for (const page of listPages(content())) {
      if (page.route === "notFound") continue;
      const others = routeRecords.filter(
        (route) =>
          route.id !== page.route &&
          route.id !== "notFound" &&
          matchPath({ path: route.pattern, end: true }, page.path),
      );
      // `/blog/tags` also fits `/blog/:slug`: allowed only where the own pattern is the more specific one.
      for (const other of others) expect([page.path, page.route, other.id]).toEqual([page.path, "tags", "post"]);
    }
  });
});

describe("route records", () => {
  it("have unique ids and patterns, and every record but not-found prerenders pages of a large site", () => {
    expect(new Set(routeRecords.map((route) => route.id)).size).toBe(routeRecords.length);
    expect(new Set(routeRecords.map((route) => route.pattern)).size).toBe(routeRecords.length);
    const prerendered = new Set(listPages(synthetic).map((page) => page.route));
    expect([...prerendered].sort()).toEqual(routeRecords.map((route) => route.id).sort());
  });

  it("build hrefs from their patterns: page 1 of a list is the list itself", () => {
    expect(routes.blogPage.href(1)).toBe("/blog");
    expect(routes.blogPage.href(3)).toBe("/blog/page/3");
    expect(routes.tagPage.href("strategy")).toBe("/blog/tag/strategy");
    expect(routes.tagPage.href("strategy", 2)).toBe("/blog/tag/strategy/page/2");
    expect(routes.post.href("a-post")).toBe("/blog/a-post");
    expect(routes.category.href("clear-writing")).toBe("/resources/clear-writing");
    expect(routes.tagPage.href("a b", 2)).toBe("/blog/tag/a%20b/page/2");
  });

  it("say what an unknown slug shows: the blog for posts and list pages, the hub for a category, else not-found", () => {
    expect(matchedIds("/blog/no-such-post")).toEqual(["post"]);
    expect(routes.post.missing).toEqual({ redirectTo: "/blog" });
    expect(routes.tagPage.missing).toEqual({ redirectTo: "/blog" });
    expect(routes.category.missing).toEqual({ showPageAt: "/resources" });
    expect(routes.home.missing).toEqual({ showPageAt: "/404" });
  });

  it("give not-found one record: /404, 404.html and 404.page-data.json, and every address no other record matches", () => {
    const page = listPages(builtIn).filter((spec) => spec.route === "notFound");
    expect(page.map((spec) => spec.path)).toEqual([routes.notFound.href()]);
    expect(routes.notFound.href()).toBe("/404");
    expect([outputFile("/404"), outputFile("/404", "page-data.json")]).toEqual([
      notFoundFiles.html,
      notFoundFiles.data,
    ]);
    expect(notFoundFiles).toEqual({ html: "404.html", data: "404.page-data.json" });
    // After a navigation inside the app, its data is fetched from beside 404.html, where the build wrote it.
    expect(pageDataPath(routes.notFound.href())).toBe(`/${notFoundFiles.data}`);
    for (const unknown of ["/nope", "/blog/tag/x/y", "/resources/a/b", "/404"])
      expect(matchedIds(unknown), unknown).toEqual(["notFound"]);
    expect(routes.notFound.component).toBeNull();
  });

  it("name the part a page loads early by a module that exists and that a module of src/routes/ imports lazily", async () => {
    const early = routeRecords.flatMap((route) => (route.early ? [route.early] : []));
    expect(early).toEqual(["home/application/fellowship-application.tsx"]);
    for (const module of early) {
      const source = await readFile(path.resolve("src/routes", module), "utf8");
      expect(source, module).toMatch(/^export function \w+\(/m);
      // Its own chunk: some module imports it with import() (Vite's manifest then has it; the build fails otherwise).
      const lazily: string[] = [];
      for (const file of await readdir("src/routes", { recursive: true })) {
        if (!/\.tsx?$/.test(file)) continue;
        const specifier = path.relative(path.dirname(file), module);
        const text = await readFile(path.resolve("src/routes", file), "utf8");
        if (text.includes(`import("${specifier.startsWith(".") ? specifier : `./${specifier}`}")`)) lazily.push(file);
      }
      expect(lazily, module).not.toEqual([]);
    }
  });
});
