// Work the build hands to processes of its own (scripts/shared/side-process.ts): a big site's search index, the
// image encoder and the social cards. What such a process writes must be what the build's own process would have
// written, and its failure must reach the build with the process's own message.
import { mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Content } from "../../src/content/shared/types.ts";
import type { IndexerMessage } from "../../scripts/search/search-indexer.ts";
import { startSideProcess } from "../../scripts/shared/side-process.ts";
import { writeSearchIndex } from "../../scripts/search/search-and-redirect-files.ts";
import { encodeAll, encodeModernImages } from "../../scripts/pipeline/images.ts";
import { cacheFolder } from "../../scripts/cache/store.ts";
import { builtInContent, removeTempDirs, tempDir } from "./helpers.ts";

let content: Content;

beforeAll(async () => {
  content = await builtInContent();
});
afterAll(removeTempDirs);

async function filesIn(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(path.join(dir, "search"))).sort();
  return Object.fromEntries(
    await Promise.all(
      names.map(async (name) => [name, await readFile(path.join(dir, "search", name), "utf8")] as const),
    ),
  );
}

describe("the search index's own process", () => {
  it("writes byte for byte the files the build's process writes, and reports its memory and CPU time", async () => {
    const [own, here] = [await tempDir("fp-search-side-"), await tempDir("fp-search-here-")];
    const cache = await tempDir("fp-search-cache-"); // the search texts' project: its .cache/
    const side = await writeSearchIndex(own, content, { root: cache, separate: true });
    expect(await writeSearchIndex(here, content, { root: cache, separate: false })).toEqual({ maxRssMb: 0, cpuMs: 0 });
    const files = await filesIn(own);
    expect(Object.keys(files)).toContain("index.json");
    expect(Object.keys(files).length).toBeGreaterThan(3);
    expect(files).toEqual(await filesIn(here));
    expect(side.maxRssMb).toBeGreaterThan(20);
    expect(side.cpuMs).toBeGreaterThan(0);
  });

  it("fails with the process's own error, naming the work", async () => {
    const indexer = startSideProcess<IndexerMessage, number>(
      new URL("../../scripts/search/search-indexer.ts", import.meta.url),
      "Writing the search index",
    );
    const doc = {
      id: 7,
      kind: "post" as const,
      title: "Twice",
      path: "/blog/twice",
      text: "",
      tags: "",
      excerpt: "",
      body: "",
    };
    await indexer.send({ docs: [doc, doc] });
    await expect(indexer.result()).rejects.toThrow(
      /^Writing the search index failed: Error: MiniSearch: duplicate ID 7/,
    );
    // A sender that goes on hears the same reason, not only that the process is gone.
    await expect(indexer.send({ docs: [] })).rejects.toThrow(/duplicate ID 7/);
  });
});

describe("the image encoder's own process", () => {
  async function cacheFiles(dir: string): Promise<Record<string, Buffer>> {
    const names = (await readdir(dir)).sort();
    return Object.fromEntries(
      await Promise.all(names.map(async (name) => [name, await readFile(path.join(dir, name))])),
    );
  }

  it("writes byte for byte the encodings made here, reports its memory, and starts only when one is missing", async () => {
    const sourceDir = path.join(await tempDir("fp-images-source-"), "images");
    await mkdir(sourceDir);
    // Other bytes than public/'s image, whose encodings are committed (decision 95): the encoder has work to do.
    await sharp(path.resolve("public/images/blog/startups.png"))
      .png({ compressionLevel: 1 })
      .toFile(path.join(sourceDir, "startups.png"));
    const [own, here] = [await tempDir("fp-images-side-"), await tempDir("fp-images-here-")];
    const images = ["/startups.png"];
    const side = await encodeModernImages(sourceDir, images, own);
    expect(side.maxRssMb).toBeGreaterThan(20);
    expect(side.cpuMs).toBeGreaterThan(0);
    expect(await encodeAll({ sourceDir, images, root: here })).toBe(1);
    const files = await cacheFiles(cacheFolder("images", own));
    // 400, 800 and 1,200 px (the image's own width stands for 1,600), in AVIF and WebP.
    expect(Object.keys(files)).toHaveLength(6);
    expect(files).toEqual(await cacheFiles(cacheFolder("images", here)));
    expect(await encodeModernImages(sourceDir, images, own)).toEqual({ maxRssMb: 0, cpuMs: 0 });
  });
});
