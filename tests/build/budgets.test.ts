// Byte budgets on the built site (gzip): what each page makes a phone download.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { listPages } from "../../src/content/pages/list-pages.ts";
import { outputFile, paths } from "../../src/content/shared/paths.ts";
import type { Content } from "../../src/content/shared/types.ts";
import { pageWeight } from "../../scripts/measure/page-weight.ts";
import { builtInContent, distDir } from "./helpers.ts";

const kB = 1000;
let content: Content;

beforeAll(async () => {
  content = await builtInContent();
});

describe("budgets", () => {
  it("loads at most 96 kB of JavaScript and 15 kB of CSS on every page", async () => {
    for (const page of listPages(content)) {
      const weight = await pageWeight(distDir, outputFile(page.path), content.site.basePath);
      expect(weight.js, `${page.path} JS (${weight.jsFiles.join(", ")})`).toBeLessThanOrEqual(96 * kB);
      expect(weight.js, `${page.path} loads some JS`).toBeGreaterThan(50 * kB);
      expect(weight.css, `${page.path} CSS`).toBeLessThanOrEqual(15 * kB);
      expect(weight.css, `${page.path} has its stylesheet`).toBeGreaterThan(2 * kB);
    }
  });

  it("keeps the HTML of the largest built-in post under 40 kB", async () => {
    const sizes = await Promise.all(
      content.posts.map(
        async (post) => (await pageWeight(distDir, outputFile(paths.post(post.slug)), content.site.basePath)).html,
      ),
    );
    expect(Math.max(...sizes)).toBeLessThanOrEqual(40 * kB);
  });

  it("keeps build-time code out of the client bundle", async () => {
    const { readFile } = await import("node:fs/promises");
    const home = await pageWeight(distDir, "index.html", content.site.basePath);
    for (const file of home.jsFiles) {
      const code = await readFile(path.join(distDir, file.slice(content.site.basePath.length - 1)), "utf8");
      for (const marker of ["ZodError", "sanitize-html", "htmlparser2", "jsonc-parser", "cheerio"])
        expect(code, `${file} contains ${marker}`).not.toContain(marker);
    }
  });
});
