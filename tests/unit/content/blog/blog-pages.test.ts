// The blog's pages: the list, its pagination, a post page and a post's head tags.
import { describe, expect, it } from "vitest";
import { loadContent, type DataFile } from "../../../../src/content/site/load.ts";
import type { BlogData, PageData, PageSpec, PostData } from "../../../../src/content/pages/page-data.ts";
import { blogPages } from "../../../../src/content/blog/blog-pages.ts";
import { pagerData } from "../../../../src/content/blog/pagination.ts";

/** The page numbers the pager of page `page` of `pageCount` links. */
const pagerNumbers = (page: number, pageCount: number) =>
  pagerData(page, pageCount, (n) => `/blog/page/${n}`).pageLinks.map((link) => link.page);
import { shareLinks } from "../../../../src/content/blog/client/share.ts";
import type { Content } from "../../../../src/content/shared/types.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

interface PostFields {
  id: string;
  title: string;
  publishedAt: string;
  tags?: string[];
  slug?: string;
  featuredImage?: string;
  seoTitle?: string;
  seoDescription?: string;
  seoKeywords?: string[];
}

function postFiles(name: string, fields: PostFields, body = "<p>A short body for a test post.</p>"): DataFile[] {
  const json = { excerpt: `Excerpt of ${fields.title}.`, readTime: 1, tags: ["Strategy"], ...fields };
  return [
    { path: `posts/${name}.json`, text: JSON.stringify(json, null, 2) },
    { path: `posts/${name}.html`, text: body },
  ];
}

/** The valid fixture tree, changed by `edit`, loaded as the build loads it. */
async function content(edit: (files: DataFile[]) => DataFile[] = (files) => files): Promise<Content> {
  const result = loadContent(edit(await readFixtureTree()), "fixture/");
  if (!result.content) throw new Error(result.problems.map((p) => `${p.file}: ${p.message}`).join("\n"));
  return result.content;
}

const withoutPosts = (files: DataFile[]) => files.filter((file) => !file.path.startsWith("posts/"));
const withPageSize = (size: number) => (files: DataFile[]) =>
  files.map((file) =>
    file.path === "site.json"
      ? { ...file, text: file.text.replace(/"blogPageSize": \d+/, `"blogPageSize": ${size}`) }
      : file,
  );

type Built<T extends PageData["route"]> = Extract<PageData, { route: T }>;
const build = <T extends PageData["route"]>(spec: PageSpec | undefined, ...routes: T[]) => {
  if (!spec) throw new Error("no such page");
  const data = spec.build();
  if (!(routes as string[]).includes(data.route)) throw new Error(`${spec.path} is a ${data.route} page`);
  return data as Built<T>;
};
const listPage = (pages: PageSpec[], path: string): BlogData & Pick<PageData, "head"> =>
  build(
    pages.find((page) => page.path === path),
    "blog",
    "blogPage",
  );
const postPage = (pages: PageSpec[], slug: string): PostData & Pick<PageData, "head"> =>
  build(
    pages.find((page) => page.path === `/blog/${slug}`),
    "post",
  );
const meta = (head: PageData["head"], key: string) =>
  head.meta.filter((m) => (m.name ?? m.property) === key).map((m) => m.content);

describe("the blog list", () => {
  it("features the newest post and lists the rest newest first, whatever the file order", async () => {
    const loaded = await content((files) => [
      ...postFiles("old", { id: "10", title: "An Old Post", publishedAt: "2024-06-01" }),
      ...files.reverse(),
      ...postFiles("newest", { id: "11", title: "The Newest Post", publishedAt: "2025-02-01" }),
    ]);
    const page = listPage(blogPages(loaded), "/blog");
    expect(page.featured?.slug).toBe("the-newest-post");
    expect(page.posts.map((post) => post.publishedAt)).toEqual([
      "2025-01-27",
      "2025-01-26",
      "2025-01-25",
      "2024-06-01",
    ]);
  });

  it("orders posts published the same day by slug", async () => {
    const loaded = await content((files) => [
      ...withoutPosts(files),
      ...postFiles("b", { id: "1", title: "Bravo", publishedAt: "2025-01-27" }),
      ...postFiles("a", { id: "2", title: "Alpha", publishedAt: "2025-01-27" }),
      ...postFiles("c", { id: "3", title: "Charlie", publishedAt: "2025-01-28" }),
    ]);
    const page = listPage(blogPages(loaded), "/blog");
    expect([page.featured?.slug, ...page.posts.map((post) => post.slug)]).toEqual(["charlie", "alpha", "bravo"]);
  });

  it("shows at most 3 tags per post, and the post page all of them", async () => {
    const pages = blogPages(await content());
    const list = listPage(pages, "/blog");
    const fiveTags = list.posts.find((post) => post.slug === "first-principles-vs-best-practices");
    expect(fiveTags?.listTags.map((tag) => tag.name)).toEqual(["First Principles", "Best Practices", "Strategy"]);
    for (const post of [list.featured, ...list.posts]) expect(post?.listTags.length).toBeLessThanOrEqual(3);
    expect(postPage(pages, "first-principles-vs-best-practices").post.tags).toHaveLength(5);
  });

  it("carries the display date in the long US format and the read-time label", async () => {
    const list = listPage(blogPages(await content()), "/blog");
    expect(list.featured).toMatchObject({
      publishedAt: "2025-01-27",
      displayDate: "January 27, 2025",
      readTimeLabel: "1 min read",
    });
    expect(list.posts.map((post) => post.displayDate)).toEqual(["January 26, 2025", "January 25, 2025"]);
  });

  it("leaves post bodies out of the list's page data", async () => {
    const list = listPage(blogPages(await content()), "/blog");
    expect(JSON.stringify(list)).not.toContain("<p>");
    expect(list.featured).not.toHaveProperty("content");
  });

  it("has one empty page and no post pages when there are no posts", async () => {
    const pages = blogPages(await content(withoutPosts));
    expect(pages.map((page) => page.path)).toEqual(["/blog"]);
    const list = listPage(pages, "/blog");
    expect(list).toMatchObject({
      featured: null,
      posts: [],
      page: 1,
      pageCount: 1,
      previousPath: null,
      nextPath: null,
      pageLinks: [],
    });
    expect(list.head.title).toBe("Blog - First Principles");
  });
});

describe("pagination", () => {
  const eightPosts = (files: DataFile[]) => [
    ...withPageSize(3)(files),
    ...[1, 2, 3, 4, 5].flatMap((n) =>
      postFiles(`extra-${n}`, { id: `x${n}`, title: `Extra Post ${n}`, publishedAt: `2024-12-0${n}` }),
    ),
  ];

  it("splits the list into blogPageSize pages; the featured post counts toward page 1", async () => {
    const pages = blogPages(await content(eightPosts));
    expect(pages.filter((page) => page.route !== "post").map((page) => page.path)).toEqual([
      "/blog",
      "/blog/page/2",
      "/blog/page/3",
    ]);
    const first = listPage(pages, "/blog");
    expect(first.featured?.publishedAt).toBe("2025-01-27");
    expect(first.posts).toHaveLength(2);
    expect(first).toMatchObject({ page: 1, pageCount: 3, previousPath: null, nextPath: "/blog/page/2" });
    const second = listPage(pages, "/blog/page/2");
    expect(second.featured).toBeNull();
    expect(second.posts.map((post) => post.slug)).toEqual(["extra-post-5", "extra-post-4", "extra-post-3"]);
    expect(second).toMatchObject({ page: 2, previousPath: "/blog", nextPath: "/blog/page/3" });
    expect(listPage(pages, "/blog/page/3")).toMatchObject({ page: 3, previousPath: "/blog/page/2", nextPath: null });
    expect(second.pageLinks).toEqual([
      { page: 1, path: "/blog" },
      { page: 2, path: "/blog/page/2" },
      { page: 3, path: "/blog/page/3" },
    ]);
  });

  it("titles and canonicalises each list page", async () => {
    const second = listPage(blogPages(await content(eightPosts)), "/blog/page/2");
    expect(second.head.title).toBe("Blog, page 2 of 3 - First Principles");
    expect(second.head.canonical).toBe("https://first-principles.example/blog/page/2");
  });

  it("shows no page links when everything fits on one page", async () => {
    expect(listPage(blogPages(await content()), "/blog").pageLinks).toEqual([]);
  });

  it("numbers the first, the last and the current page with its neighbours, never a gap of one page", () => {
    expect(pagerNumbers(1, 7)).toEqual([1, 2, 7]);
    expect(pagerNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerNumbers(50, 500)).toEqual([1, 49, 50, 51, 500]);
    expect(pagerNumbers(3, 500)).toEqual([1, 2, 3, 4, 500]);
    expect(pagerNumbers(500, 500)).toEqual([1, 499, 500]);
    expect(pagerNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pagerNumbers(1, 1)).toEqual([]);
    // However many pages, a pager shows at most 7 numbers, the current one among them, every page reachable in steps.
    for (let count = 2; count <= 60; count++) {
      for (let page = 1; page <= count; page++) {
        const numbers = pagerNumbers(page, count);
        expect(numbers.length, `${page}/${count}`).toBeLessThanOrEqual(7);
        expect(numbers, `${page}/${count}`).toEqual(expect.arrayContaining([1, page, count]));
        expect(
          numbers.every((n, i) => i === 0 || n > numbers[i - 1]!),
          `${page}/${count}`,
        ).toBe(true);
        if (numbers.some((n, i) => i > 0 && n - numbers[i - 1]! === 2))
          throw new Error(`a gap of one page at ${page}/${count}: ${numbers}`);
      }
    }
  });
});

describe("a post page", () => {
  it("links the newer and the older neighbour, none past either end", async () => {
    const pages = blogPages(await content());
    const newest = postPage(pages, "how-to-apply-first-principles-thinking-in-startups");
    expect(newest.newer).toBeNull();
    expect(newest.older?.slug).toBe("exercises-to-practice-first-principles-thinking-daily");
    const middle = postPage(pages, "exercises-to-practice-first-principles-thinking-daily");
    expect([middle.newer?.slug, middle.older?.slug]).toEqual([
      "how-to-apply-first-principles-thinking-in-startups",
      "first-principles-vs-best-practices",
    ]);
    const oldest = postPage(pages, "first-principles-vs-best-practices");
    expect([oldest.newer?.slug, oldest.older]).toEqual(["exercises-to-practice-first-principles-thinking-daily", null]);
  });

  it("carries the canonical URL and the share URLs, computed at build time", async () => {
    const loaded = await content();
    const page = postPage(blogPages(loaded), "first-principles-vs-best-practices");
    expect(page.share).toEqual(shareLinks(loaded.site, page.post));
    expect(page.share.url).toBe("https://first-principles.example/blog/first-principles-vs-best-practices");
    expect(new URL(page.share.twitter).searchParams.get("text")).toBe(`${page.post.title} - ${page.post.excerpt}`);
    expect(new URL(page.share.linkedIn).searchParams.get("url")).toBe(page.share.url);
  });

  it("wraps the body's tables in a labelled, focusable scroll region", async () => {
    const page = postPage(blogPages(await content()), "first-principles-vs-best-practices");
    expect(page.post.content).toMatch(
      /<div class="table-scroll" role="region" tabindex="0" aria-label="[^"]+"><table>[\s\S]*<\/table><\/div>/,
    );
  });
});

describe("a post's head tags", () => {
  const seo = (files: DataFile[]) => [
    ...files,
    ...postFiles("seo", {
      id: "20",
      title: "Post With SEO",
      publishedAt: "2025-03-01",
      featuredImage: "/images/blog/cover.png",
      seoTitle: "A Search Title",
      seoDescription: "A search description.",
      seoKeywords: ["first principles", "b2b messaging", "clarity"],
    }),
  ];

  it("uses seoTitle, seoDescription and the keywords joined by ', '", async () => {
    const { head } = postPage(blogPages(await content(seo)), "post-with-seo");
    expect(head.title).toBe("A Search Title");
    expect(head.description).toBe("A search description.");
    expect(head.keywords).toBe("first principles, b2b messaging, clarity");
    expect(meta(head, "og:title")).toEqual(["A Search Title"]);
  });

  it("falls back to the title plus the site name, the excerpt, and no keywords", async () => {
    const { head } = postPage(blogPages(await content()), "first-principles-vs-best-practices");
    expect(head.title).toBe("First Principles vs. Best Practices: When to Copy, When to Rebuild - First Principles");
    expect(head.description).toBe(
      "Best practices save time until the situation differs; then rebuild from the ground up.",
    );
    expect(head.keywords).toBeUndefined();
  });

  it("is an Open Graph article with an absolute canonical URL and its own 1200x630 card (the cover, or one drawn from the title)", async () => {
    const pages = blogPages(await content(seo));
    const { head } = postPage(pages, "post-with-seo");
    expect(head.canonical).toBe("https://first-principles.example/blog/post-with-seo");
    expect(meta(head, "og:type")).toEqual(["article"]);
    expect(meta(head, "og:url")).toEqual([head.canonical]);
    expect(meta(head, "og:image")).toEqual(["https://first-principles.example/cards/post-post-with-seo.png"]);
    expect([...meta(head, "og:image:width"), ...meta(head, "og:image:height")]).toEqual(["1200", "630"]);
    expect(meta(head, "article:published_time")).toEqual(["2025-03-01"]);
    const uncovered = postPage(pages, "first-principles-vs-best-practices").head;
    expect(meta(uncovered, "og:image")).toEqual([
      "https://first-principles.example/cards/post-first-principles-vs-best-practices.png",
    ]);
    expect(meta(uncovered, "twitter:card")).toEqual(["summary_large_image"]);
  });

  it("describes the post as BlogPosting JSON-LD", async () => {
    const { head } = postPage(blogPages(await content(seo)), "post-with-seo");
    expect(head.jsonLd).toHaveLength(1);
    const doc = JSON.parse(head.jsonLd[0] ?? "{}") as Record<string, unknown>;
    expect(doc).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Post With SEO",
      datePublished: "2025-03-01",
      author: { "@type": "Person", name: "Founder Name" },
      url: "https://first-principles.example/blog/post-with-seo",
      image: "https://first-principles.example/images/blog/cover.png",
      keywords: "first principles, b2b messaging, clarity",
    });
  });
});
