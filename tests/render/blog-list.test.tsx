// The blog list from other data sets than the built-in one: no posts at all (the empty state) and enough posts for
// three pages (the pager), rendered as the prerender writes them and as the browser moves between them.
import { afterEach, describe, expect, it } from "vitest";
import { click, mountAt, serverRender, text, type Mounted } from "./support/render.tsx";
import { builtInFiles, extraPosts, sitePages, withPageSize, withoutPosts } from "./support/site-pages.ts";

let mounted: Mounted | undefined;
afterEach(() => mounted?.unmount());

describe("with no posts", () => {
  it("the prerendered list says 'No posts yet', lists no post, has no pager and still offers the newsletter", async () => {
    const site = await sitePages(withoutPosts(await builtInFiles()));
    const page = await serverRender(site, "/blog");
    const main = page.querySelector("main");
    expect(text(main?.querySelector("h2"))).toBe("No posts yet");
    expect(text(main)).toContain("Check back soon for insights on First Principles thinking.");
    expect(main?.querySelectorAll("article, .post-card")).toHaveLength(0);
    expect(page.querySelector('nav[aria-label="Blog pages"]')).toBeNull();
    const subscribe = [...(main?.querySelectorAll("a") ?? [])].find((link) =>
      /Subscribe to the newsletter/.test(text(link)),
    );
    expect(subscribe?.getAttribute("target")).toBe("_blank");
  });
});

describe("with three pages of posts", async () => {
  const site = await sitePages([...withPageSize(4)(await builtInFiles()), ...extraPosts(9)]);
  const pager = (page: HTMLElement) => page.querySelector('nav[aria-label="Blog pages"]');
  const link = (nav: Element | null, name: RegExp) =>
    [...(nav?.querySelectorAll("a") ?? [])].filter((a) => name.test(a.getAttribute("aria-label") ?? text(a)));
  const titles = (page: HTMLElement) => [...page.querySelectorAll("main article h3, main article h2")].map(text);

  it("page 1 features the newest post, lists three more and links onward", async () => {
    const page = await serverRender(site, "/blog");
    expect(page.querySelectorAll(".featured-post")).toHaveLength(1);
    expect(page.querySelectorAll(".post-grid .post-card")).toHaveLength(3);
    const nav = pager(page);
    expect(link(nav, /Newer posts/)).toHaveLength(0);
    expect(link(nav, /^Page 1$/)[0]?.getAttribute("aria-current")).toBe("page");
    expect(link(nav, /^Page [23]$/).map((a) => [a.getAttribute("href"), a.getAttribute("aria-current")])).toEqual([
      ["/blog/page/2", null],
      ["/blog/page/3", null],
    ]);
    expect(link(nav, /Older posts/)[0]?.getAttribute("href")).toBe("/blog/page/2");
  });

  it("later pages list older posts, without a featured one or covers, and link both ways", async () => {
    const page = await serverRender(site, "/blog/page/2");
    expect(page.querySelectorAll(".featured-post")).toHaveLength(0);
    expect(text(page.querySelector("main h2"))).toBe("Earlier posts");
    expect(titles(page)).toEqual([8, 7, 6, 5].map((n) => `Field Notes on Clear Messaging, Part ${n}`));
    expect(page.querySelectorAll(".post-card img")).toHaveLength(0);
    const nav = pager(page);
    expect(link(nav, /^Page 2$/)[0]?.getAttribute("aria-current")).toBe("page");
    expect(link(nav, /Newer posts/)[0]?.getAttribute("href")).toBe("/blog");
    expect(link(nav, /Older posts/)[0]?.getAttribute("href")).toBe("/blog/page/3");
    const last = await serverRender(site, "/blog/page/3");
    expect(titles(last)).toEqual([4, 3, 2, 1].map((n) => `Field Notes on Clear Messaging, Part ${n}`));
    expect(link(pager(last), /Older posts/)).toHaveLength(0);
  });

  it("the pager moves between pages in the app, loading each page's data", async () => {
    mounted = await mountAt(site, "/blog");
    const { root } = mounted;
    await click(link(pager(root), /Older posts/)[0]);
    await expect.poll(() => titles(root)).toEqual([8, 7, 6, 5].map((n) => `Field Notes on Clear Messaging, Part ${n}`));
    expect(mounted.location()).toEqual({ href: "/blog/page/2", type: "PUSH" });
    expect(document.title).toBe("Blog, page 2 of 3 - First Principles");
    await click(link(pager(root), /^Page 3$/)[0]);
    await expect.poll(() => titles(root)).toEqual([4, 3, 2, 1].map((n) => `Field Notes on Clear Messaging, Part ${n}`));
    expect(link(pager(root), /Older posts/)).toHaveLength(0);
    await click(link(pager(root), /Newer posts/)[0]);
    await expect.poll(() => mounted?.location().href).toBe("/blog/page/2");
  });
});

describe("with twelve pages of posts", async () => {
  const site = await sitePages([...withPageSize(2)(await builtInFiles()), ...extraPosts(21)]);

  it("page 6 numbers pages 1, 5–7 and 12, with a hidden ellipsis for the pages left out", async () => {
    const page = await serverRender(site, "/blog/page/6");
    const nav = page.querySelector('nav[aria-label="Blog pages"]');
    const items = [...(nav?.querySelectorAll(".pager__pages > li") ?? [])];
    expect(
      items.map(
        (item) =>
          item.querySelector("a")?.getAttribute("aria-label") ??
          `${text(item)} hidden:${item.getAttribute("aria-hidden")}`,
      ),
    ).toEqual(["Page 1", "… hidden:true", "Page 5", "Page 6", "Page 7", "… hidden:true", "Page 12"]);
    expect(nav?.querySelector("[aria-current=page]")?.getAttribute("href")).toBe("/blog/page/6");
    expect(nav?.querySelector('a[href="/blog/page/12"]')).not.toBeNull();
  });
});
