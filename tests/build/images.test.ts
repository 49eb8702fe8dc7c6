// The site's own raster images ship in modern formats at several widths, with the original as the fallback.
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { load } from "cheerio";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { outputFile, paths } from "../../src/content/shared/paths.ts";
import { imageFormats, imageWidths } from "../../src/content/shared/images.ts";
import { distDir, readDist, removeTempDirs, runBuild, tempDataTree, tempDir } from "./helpers.ts";

afterAll(removeTempDirs);

describe("cover images", () => {
  it("offer AVIF and WebP before the PNG, at every width with sizes, each file no wider than named and smaller than the original", async () => {
    const $ = load(await readDist(outputFile(paths.blog())));
    const pictures = $("picture");
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures.toArray()) {
      const types = $(picture)
        .find("source")
        .map((_i, el) => $(el).attr("type"))
        .get();
      expect(types).toEqual(["image/avif", "image/webp"]);
      const original = $(picture).find("img").attr("src") ?? "";
      const originalSize = (await stat(path.join(distDir, original))).size;
      for (const source of $(picture).find("source").toArray()) {
        expect($(source).attr("sizes")).toMatch(/100vw/);
        const candidates = ($(source).attr("srcset") ?? "").split(", ").map((candidate) => candidate.split(" "));
        expect(candidates.map(([, width]) => width)).toEqual(imageWidths.map((width) => `${width}w`));
        for (const [file, width] of candidates) {
          const where = path.join(distDir, file!);
          expect((await stat(where)).size, file).toBeLessThan(originalSize);
          expect((await sharp(where).metadata()).width, file).toBeLessThanOrEqual(parseInt(width!, 10));
        }
      }
    }
  });
});

describe("images no page shows", () => {
  it("are copied as they are, without AVIF or WebP: only the covers and body images pages show are encoded", async () => {
    // The startups drawing stays in public/ (and so in the output), but no post shows it any more.
    const data = await tempDataTree({
      "posts/how-to-apply-first-principles-thinking-in-startups.md": (old) =>
        old.replace(/\s*"featuredImage": "\/images\/blog\/startups\.png",\s*"featuredImageAlt": "[^"]*",/, ""),
    });
    const out = path.join(await tempDir("fp-images-"), "dist");
    const run = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(run.code, run.output).toBe(0);
    const files = await readdir(path.join(out, "images/blog"));
    expect(files.filter((name) => name.startsWith("startups"))).toEqual(["startups.png"]);
    expect(files.filter((name) => name.startsWith("daily-exercises-"))).toHaveLength(
      imageWidths.length * imageFormats.length,
    );
  }, 240_000);
});
