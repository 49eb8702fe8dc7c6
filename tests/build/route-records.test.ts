// The route records reach the browser; what builds a page's data and head (src/content/pages/) must not.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { distDir } from "./helpers.ts";

describe("the browser bundle", () => {
  it("holds the route records but none of the page builders or head building", async () => {
    const assets = path.join(distDir, "assets");
    const scripts = (await readdir(assets)).filter((name) => name.endsWith(".js"));
    const code = (await Promise.all(scripts.map((name) => readFile(path.join(assets, name), "utf8")))).join("\n");
    // The records: a pattern and a component module.
    expect(code).toContain("/blog/tag/:tag/page/:page");
    expect(code).toContain("blog/post-page.tsx");
    // Strings only the build side holds: a post's JSON-LD (pages/blog.ts), the not-found description (pages/index.ts),
    // the head builder.
    for (const buildOnly of ["BlogPosting", "This page does not exist. Find your way", "twitter:card"])
      expect(code, buildOnly).not.toContain(buildOnly);
  });
});
