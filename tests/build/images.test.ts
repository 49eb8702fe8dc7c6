// The site's own raster images ship in modern formats at several widths, with the original as the fallback.
import { mkdir, readFile, readdir, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import { load } from "cheerio";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { outputFile, paths } from "../../src/content/shared/paths.ts";
import { imageFormats, imageWidths } from "../../src/content/shared/images.ts";
import { cmsConfig } from "../../src/admin/config.ts";
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

describe("an image uploaded in the content manager", () => {
  // Where the manager on GitHub puts an upload (media_folder) and how a post then names it (public_folder).
  const config = cmsConfig(undefined, { repo: "owner/site", branch: "main" })!;
  const name = `cms-upload-${process.pid}.png`;
  const upload = path.join(config.media_folder, name);
  afterAll(async () => {
    await rm(upload, { force: true });
    // The folder too, when the test made it: an empty folder would linger in the work tree.
    await rmdir(config.media_folder).catch(() => undefined);
  });

  it("lands in public/images and gets the same AVIF and WebP widths as the rest, as a cover and in a body", async () => {
    expect(config.media_folder).toMatch(/^public\/images\//);
    expect(`public${config.public_folder}`).toBe(config.media_folder);
    await mkdir(config.media_folder, { recursive: true });
    await sharp({ create: { width: 1400, height: 700, channels: 3, background: "#c2410c" } })
      .png()
      .toFile(upload);
    const src = `${config.public_folder}/${name}`;
    const front = {
      id: "90",
      title: "An Uploaded Image",
      excerpt: "A post whose cover and body image were uploaded in the content manager.",
      publishedAt: "2025-02-03",
      tags: ["CMS"],
      featuredImage: src,
      featuredImageAlt: "An orange field",
    };
    const data = await tempDataTree({
      "posts/an-uploaded-image.md": `${JSON.stringify(front, null, 2)}\n## The upload\n\n![An orange field](${src})\n`,
    });
    const out = path.join(await tempDir("fp-upload-"), "dist");
    const run = await runBuild({ DATA_DIR: data, OUT_DIR: out });
    expect(run.code, run.output).toBe(0);
    const files = await readdir(path.join(out, path.dirname(src)));
    const stem = name.replace(/\.png$/, "");
    expect(files.filter((file) => file.startsWith(`${stem}-`)).sort()).toEqual(
      imageWidths.flatMap((width) => imageFormats.map((format) => `${stem}-${width}.${format}`)).sort(),
    );
    const $ = load(await readFile(path.join(out, outputFile(paths.post("an-uploaded-image"))), "utf8"));
    const pictures = $("picture").filter((_i, picture) => $(picture).find(`img[src="${src}"]`).length > 0);
    // The cover and the body's image, each with an AVIF and a WebP source at every width.
    expect(pictures.length).toBe(2);
    for (const source of pictures.find("source").toArray())
      expect(($(source).attr("srcset") ?? "").split(", ").map((candidate) => candidate.split(" ")[1])).toEqual(
        imageWidths.map((width) => `${width}w`),
      );
  }, 240_000);
});
