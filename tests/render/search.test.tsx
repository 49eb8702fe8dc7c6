// The blog's search states. The prerender writes the GET form and an empty status (with or without a query, the
// host serves the same /blog); the app then answers `?q=` from the built search index: nothing typed, results,
// no results (an index that cannot load: in search-offline.test.tsx).
import { afterEach, describe, expect, it } from "vitest";
import { act, mountAt, serverRender, text, type Mounted } from "./support/render.tsx";
import { builtInFiles, sitePages } from "./support/site-pages.ts";

let mounted: Mounted | undefined;
afterEach(() => mounted?.unmount());

const site = await sitePages(await builtInFiles());
const postTitle = "How to Apply First Principles Thinking in Startups";
const status = (root: HTMLElement) => text(root.querySelector(".blog-search [role=status]"));
const results = (root: HTMLElement) =>
  [...root.querySelectorAll(".blog-search li a")].map((a) => [text(a), a.getAttribute("href")]);
const featured = (root: HTMLElement) => root.querySelectorAll(".featured-post").length;

/** Types `value` into the search box as a visitor does (React listens for input events). */
async function type(root: HTMLElement, value: string) {
  const box = root.querySelector<HTMLInputElement>("input[type=search]");
  if (!box) throw new Error("No search box");
  await act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(box, value);
    box.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("on the server", () => {
  it("the search is a GET form to /blog with a labelled box named q, an empty status and the full list", async () => {
    const page = await serverRender(site, "/blog");
    const form = page.querySelector("form[role=search]");
    expect([form?.getAttribute("action"), form?.getAttribute("method")]).toEqual(["/blog", "get"]);
    const box = form?.querySelector("input[type=search]");
    expect(box?.getAttribute("name")).toBe("q");
    expect(text(page.querySelector(`label[for="${box?.id}"]`))).toBe("Search posts and videos");
    // A real submit button, so every assistive tool can submit the form (decision 55); Enter submits it too.
    expect(form?.querySelectorAll("button[type=submit]")).toHaveLength(1);
    expect(box?.getAttribute("enterkeyhint")).toBe("search");
    expect(status(page)).toBe("");
    expect(featured(page)).toBe(1);
  });
});

describe("in the app", () => {
  it("an empty query (the header's Search link) shows the list, announces nothing and focuses the box", async () => {
    mounted = await mountAt(site, "/blog?q=");
    await expect.poll(() => featured(mounted!.root)).toBe(1);
    expect(status(mounted.root)).toBe("");
    expect(document.activeElement).toBe(mounted.root.querySelector("input[type=search]"));
  });

  it("a query from the URL shows its results in place of the list", async () => {
    mounted = await mountAt(site, "/blog?q=Aristotle");
    await expect.poll(() => status(mounted!.root)).toBe("1 result for “Aristotle”");
    expect(results(mounted.root)).toEqual([[postTitle, "/blog/how-to-apply-first-principles-thinking-in-startups"]]);
    expect(featured(mounted.root)).toBe(0);
  });

  it("typing searches and keeps the query in the URL; clearing the box brings the list back", async () => {
    mounted = await mountAt(site, "/blog");
    await type(mounted.root, "steven pinker");
    await expect.poll(() => status(mounted!.root)).toBe("1 result for “steven pinker”");
    expect(mounted.location().href).toBe("/blog?q=steven+pinker");
    expect(results(mounted.root)).toEqual([
      ["Linguistics, Style and Writing in the 21st Century", "/resources/the-science-of-simple-messaging"],
    ]);
    await type(mounted.root, "");
    await expect.poll(() => featured(mounted!.root)).toBe(1);
    expect(mounted.location().href).toBe("/blog");
  });

  it("a query with no match says so and lists nothing", async () => {
    mounted = await mountAt(site, "/blog?q=zzqqxx");
    await expect.poll(() => status(mounted!.root)).toBe("No results for “zzqqxx”");
    expect(results(mounted.root)).toEqual([]);
    expect(featured(mounted.root)).toBe(0);
  });
});
