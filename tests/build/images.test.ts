// The site's own raster images ship in modern formats at several widths, with the original as the fallback.
import { stat } from "node:fs/promises";
import path from "node:path";
import { load } from "cheerio";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { outputFile, paths } from "../../src/content/shared/paths.ts";
import { imageWidths } from "../../src/content/shared/images.ts";
import { distDir, readDist } from "./helpers.ts";

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
