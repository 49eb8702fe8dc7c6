// The one writer of cache files: a whole new file or the old one, never a partial file, and no temporary left over.
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeCacheFile } from "../../../../scripts/cache/write-file.ts";

let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cache-file-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("writeCacheFile", () => {
  it("writes text, bytes or what a library writes itself, creating the folder, and leaves no temporary file", async () => {
    const file = path.join(dir, "nested", "bodies.json");
    await writeCacheFile(file, '{"a":1}');
    expect(await readFile(file, "utf8")).toBe('{"a":1}');
    await writeCacheFile(file, new Uint8Array([1, 2, 3]));
    expect([...(await readFile(file))]).toEqual([1, 2, 3]);
    await writeCacheFile(file, (temporary) => writeFile(temporary, "from sharp"));
    expect(await readFile(file, "utf8")).toBe("from sharp");
    expect(await readdir(path.dirname(file))).toEqual(["bodies.json"]);
  });

  it("leaves the previous file as it was, and no partial file, when writing fails half-way", async () => {
    const file = path.join(dir, "card.png");
    await writeCacheFile(file, "the whole previous card");
    const failing = writeCacheFile(file, async (temporary) => {
      await writeFile(temporary, "half a ca");
      throw new Error("the encoder stopped");
    });
    await expect(failing).rejects.toThrow("the encoder stopped");
    expect(await readFile(file, "utf8")).toBe("the whole previous card");
    expect(await readdir(dir)).toEqual(["card.png"]);
  });

  it("writes no file at all when the first write fails", async () => {
    const file = path.join(dir, "image.avif");
    await expect(
      writeCacheFile(file, async (temporary) => {
        await writeFile(temporary, "partial");
        throw new Error("no space left");
      }),
    ).rejects.toThrow("no space left");
    expect(existsSync(file)).toBe(false);
    expect(await readdir(dir)).toEqual([]);
  });
});
