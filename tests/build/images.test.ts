// The site's own raster images ship in modern formats, with the original as the fallback.
import { stat } from "node:fs/promises";
import path from "node:path";
import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { outputFile, paths } from "../../src/content/shared/paths.ts";
import { distDir, readDist } from "./helpers.ts";

describe("cover images", () => {
  it("offer AVIF and WebP before the PNG, each smaller than the original", async () => {
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
        const size = (await stat(path.join(distDir, $(source).attr("srcset") ?? ""))).size;
        expect(size, $(source).attr("srcset")).toBeLessThan(originalSize);
      }
    }
  });
});
