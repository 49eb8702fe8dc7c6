// The blog's search when its index cannot load (offline, or the host fails): in a file of its own, because the app
// keeps the search it loaded for the whole visit (each test file gets fresh modules).
import { afterEach, expect, it, vi } from "vitest";
import { mountAt, text, type Mounted } from "./support/render.tsx";
import { builtInFiles, sitePages } from "./support/site-pages.ts";

let mounted: Mounted | undefined;
afterEach(() => mounted?.unmount());

it("when the index cannot load, the status says so and the list stays", async () => {
  const site = await sitePages(await builtInFiles());
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  mounted = await mountAt(site, "/blog?q=Aristotle", { searchStatus: 503 });
  const status = () => text(mounted?.root.querySelector(".blog-search [role=status]"));
  await expect.poll(status).toBe("The search could not load. Check your connection and try again.");
  expect(mounted.root.querySelectorAll(".blog-search li")).toHaveLength(0);
  // The list comes back in the render after the status's: the search tells the page it is idle from an effect.
  await expect.poll(() => mounted?.root.querySelectorAll(".featured-post").length).toBe(1);
  expect(warn).toHaveBeenCalledWith("Search failed:", new Error("The search index index.json answered 503"));
});
