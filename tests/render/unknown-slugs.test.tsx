// Addresses with no page of their own, as the app renders them fresh (the host answered them with 404.html): the
// spec's rules for unknown slugs. Posts, list pages and tags land on /blog, replacing the address; an unknown
// category shows the hub at its own address; anything else shows the not-found page.
import { afterEach, describe, expect, it } from "vitest";
import { mountAt, serverRender, text, type Mounted } from "./support/render.tsx";
import { builtInFiles, extraPosts, sitePages, withPageSize } from "./support/site-pages.ts";

let mounted: Mounted | undefined;
afterEach(() => mounted?.unmount());

const site = await sitePages([...withPageSize(4)(await builtInFiles()), ...extraPosts(9)]);
const heading = (root: HTMLElement) => text(root.querySelector("main h1"));

describe("an unknown slug", () => {
  for (const address of ["/blog/no-such-post", "/blog/page/9", "/blog/tag/no-such-tag", "/blog/tag/messaging/page/9"]) {
    it(`${address} lands on /blog, replacing the address`, async () => {
      mounted = await mountAt(site, address);
      await expect.poll(() => mounted?.location()).toEqual({ href: "/blog", type: "REPLACE" });
      await expect.poll(() => heading(mounted!.root)).toBe("Thinking from first principles");
      expect(document.title).toBe("Blog - First Principles");
    });
  }

  it("an unknown category shows the resources hub at its own address", async () => {
    mounted = await mountAt(site, "/resources/no-such-category");
    await expect.poll(() => heading(mounted!.root)).toBe("B2B Marketing Resources");
    expect(mounted.location()).toEqual({ href: "/resources/no-such-category", type: "POP" });
    expect(document.title).toBe("B2B Marketing Resources - First Principles");
  });

  for (const address of ["/no-such-page", "/resources/a/b"]) {
    it(`${address}, which no route matches, shows the not-found page`, async () => {
      mounted = await mountAt(site, address);
      await expect.poll(() => heading(mounted!.root)).toBe("This page does not exist");
      expect(mounted.location().href).toBe(address);
      expect(document.title).toBe("Page not found - First Principles");
    });
  }
});

describe("the pages that do exist", () => {
  it("the last page of a tag is a page, not an unknown slug", async () => {
    mounted = await mountAt(site, "/blog/tag/messaging/page/3");
    await expect.poll(() => heading(mounted!.root)).toBe("Posts tagged Messaging");
    expect(mounted.location()).toEqual({ href: "/blog/tag/messaging/page/3", type: "POP" });
  });

  it("a tag's pages link to each other under the tag's own pager", async () => {
    const page = await serverRender(site, "/blog/tag/messaging/page/2");
    const pager = page.querySelector('nav[aria-label="Pages of posts tagged Messaging"]');
    expect(pager?.querySelector('[aria-current="page"]')?.getAttribute("aria-label")).toBe("Page 2");
    expect(text(pager?.querySelector('a[rel="prev"]'))).toBe("← Newer posts");
    expect(pager?.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe("/blog/tag/messaging");
    expect(pager?.querySelector('a[rel="next"]')?.getAttribute("href")).toBe("/blog/tag/messaging/page/3");
  });

  it("the prerendered not-found page (404.html) names the way back", async () => {
    const page = await serverRender(site, "/404");
    expect(heading(page)).toBe("This page does not exist");
    expect([...page.querySelectorAll("main a")].map((a) => a.getAttribute("href"))).toEqual([
      "/",
      "/blog",
      "/resources",
      "/#fellowship",
    ]);
  });
});
