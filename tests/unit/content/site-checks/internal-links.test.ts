// Links in post bodies, checked at validation against the pages, the output table, public/ and the redirects; and
// the check is decided on every run even though the body's own check is remembered by its hash.
import { describe, expect, it } from "vitest";
import { checkBodyLinks, type LinkTargets } from "../../../../src/content/site-checks/internal-links.ts";
import { Checker } from "../../../../src/content/checking/checker.ts";
import { linksIn } from "../../../../src/content/body/body-links.ts";
import { loadContent } from "../../../../src/content/site/load.ts";
import { rememberedBodyChecks } from "../../../../scripts/check/body-checks.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

const site = { origin: "https://studio.example", basePath: "/" };
const targets: LinkTargets = {
  site,
  pages: new Set(["/", "/blog", "/blog/tags", "/blog/a-post", "/resources", "/resources/talks", "/404"]),
  redirects: new Set(["/blog/old-post"]),
  heldBack: new Map([["/blog/a-draft", "data/posts/a-draft.json is a draft"]]),
  publicFiles: new Set(["favicon.svg", "images/blog/cover.png", "theme.js"]),
};
/** What the check of a body holding only the link `href`, on the page /blog/a-post, reports; null for nothing. */
function problem(href: string, options: Partial<LinkTargets> = {}): string | null {
  const checker = new Checker("data/");
  const body = { path: "posts/a-post.md", text: href };
  checkBodyLinks(checker, [{ body, bodyLine: 0, links: [{ href, offset: 0 }], path: "/blog/a-post" }], {
    ...targets,
    ...options,
  });
  expect(checker.problems.length).toBeLessThanOrEqual(1);
  return checker.problems[0]?.message ?? null;
}

describe("a link in a post body", () => {
  it.each([
    "/blog/a-post",
    "/blog/a-post/",
    "/blog/a-post#why",
    "/blog?q=pricing",
    "/resources/talks?from=post#top",
    "https://studio.example/resources",
    "tags",
    "/blog/old-post",
    "/rss.xml",
    "/sitemap.xml",
    "/404.html",
    "/blog/page-data.json",
    "/favicon.svg",
    "/images/blog/cover.png",
    "/images/blog/cover.webp",
    "/assets/app-12345678.js",
    "/search/index.json",
    "/cards/site.png",
    "https://other.example/blog/../x",
    "//cdn.example/x",
  ])("lets %s through", (href) => {
    expect(problem(href)).toBeNull();
  });

  it.each([
    ["/blog/../resources", '"." or ".." in its path', '"/resources"'],
    ["/blog/../../x", '"." or ".." in its path', '"/x"'],
    ["/blog/./a-post", '"." or ".." in its path', '"/blog/a-post"'],
    ["/blog/%2e%2e/resources", '"." or ".." in its path', '"/resources"'],
    ["../resources", '"." or ".." in its path', '"/resources"'],
    ["https://studio.example/blog/../blog", '"." or ".." in its path', '"/blog"'],
  ])("refuses %s, which does not say where it leads", (href, what, fix) => {
    expect(problem(href)).toContain(what);
    expect(problem(href)).toContain(`write the address it leads to, ${fix}`);
  });

  it.each([
    ["/blog/no-such-post", "/blog/no-such-post"],
    ["/blog/no-such-post#part-2", "/blog/no-such-post"],
    ["/resources/no-such-category?x=1", "/resources/no-such-category"],
    ["https://studio.example/nowhere", "/nowhere"],
    ["/images/blog/missing.png", "/images/blog/missing.png"],
    ["no-such-post", "/blog/no-such-post"],
  ])("refuses %s, which leads to no page or file", (href, target) => {
    expect(problem(href)).toBe(
      `link "${href}" points at ${target}, which is no page or file of the site: correct the address (a post is at /blog/<slug>), or remove the link`,
    );
  });

  it.each([
    "/blog/a-draft",
    "/blog/a-draft/",
    "/blog/a-draft#why",
    "https://studio.example/blog/a-draft?x=1",
    "a-draft",
  ])("refuses %s, a post the build holds back, saying why and what to do", (href) => {
    expect(problem(href)).toBe(
      "links to /blog/a-draft, but data/posts/a-draft.json is a draft, so the link would be broken: publish that post first or remove the link",
    );
  });

  it("with the pages unknown (other errors), judges only links to held-back posts and addresses with . or ..", () => {
    const unknown = { pages: null };
    expect(problem("/blog/no-such-post", unknown)).toBeNull();
    expect(problem("/blog/a-draft", unknown)).toContain("is a draft");
    expect(problem("/blog/../a-draft", unknown)).toContain('"." or ".." in its path');
  });

  it("reads links under the site's base path, and refuses one outside it", () => {
    const sub = { site: { origin: "https://studio.example", basePath: "/site/" } };
    expect(problem("/site/blog/a-post", sub)).toBeNull();
    expect(problem("/site/rss.xml", sub)).toBeNull();
    expect(problem("tags", sub)).toBeNull();
    expect(problem("/site/blog/no-such-post", sub)).toContain("points at /blog/no-such-post");
    expect(problem("/blog/a-post", sub)).toBe(
      'link "/blog/a-post" points outside the site\'s base path /site/: write "/site/blog/a-post"',
    );
  });
});

describe("linksIn", () => {
  it("lists links that may lead to a page, where the source writes them", () => {
    const source =
      '<p><a href="#top">Top</a> <a href="mailto:a@b.example">mail</a> <a href="/blog?q=a&amp;b">x</a></p>';
    expect(linksIn(source, source)).toEqual([{ href: "/blog?q=a&b", offset: source.indexOf("/blog?q=a") }]);
  });
});

describe("a body's links in the data check", () => {
  const apply = "posts/how-to-apply-first-principles-thinking-in-startups.html";
  const versus = "posts/first-principles-vs-best-practices.json";

  it("is decided on every run: a remembered body whose link lost its page is refused", async () => {
    const linking = (await readFixtureTree()).map((file) =>
      file.path === apply
        ? { ...file, text: `${file.text}<p><a href="/blog/first-principles-vs-best-practices">Next</a></p>\n` }
        : file,
    );
    const memo = rememberedBodyChecks();
    const before = loadContent(linking, "data/", memo.checkBody);
    expect(before.problems.filter((p) => p.severity === "error")).toEqual([]);
    // The same bodies, the same remembered checks; the linked post now has another address.
    const renamed = linking.map((file) =>
      file.path === versus
        ? {
            ...file,
            text: file.text.replace('"slug": "first-principles-vs-best-practices"', '"slug": "copy-or-rebuild"'),
          }
        : file,
    );
    const after = loadContent(renamed, "data/", memo.checkBody);
    expect(after.content).toBeNull();
    expect(after.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message.slice(0, 60)}`)).toEqual([
      `data/${apply}:8:13 link "/blog/first-principles-vs-best-practices" points at /b`,
    ]);
  });
});
