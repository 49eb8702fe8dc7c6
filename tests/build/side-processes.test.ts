// Work the build hands to processes of its own (scripts/shared/side-process.ts): a big site's search index and the
// social cards. What such a process writes must be what the build's own process would have written, and its
// failure must reach the build with the process's own message.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Content } from "../../src/content/shared/types.ts";
import type { IndexerMessage } from "../../scripts/pipeline/search-indexer.ts";
import { startSideProcess } from "../../scripts/shared/side-process.ts";
import { writeSearchIndex } from "../../scripts/pipeline/search-and-redirect-files.ts";
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
    const side = await writeSearchIndex(own, content, { separate: true });
    expect(await writeSearchIndex(here, content, { separate: false })).toEqual({ maxRssMb: 0, cpuMs: 0 });
    const files = await filesIn(own);
    expect(Object.keys(files)).toContain("index.json");
    expect(Object.keys(files).length).toBeGreaterThan(3);
    expect(files).toEqual(await filesIn(here));
    expect(side.maxRssMb).toBeGreaterThan(20);
    expect(side.cpuMs).toBeGreaterThan(0);
  });

  it("fails with the process's own error, naming the work", async () => {
    const indexer = startSideProcess<IndexerMessage, number>(
      new URL("../../scripts/pipeline/search-indexer.ts", import.meta.url),
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
    await expect(indexer.result).rejects.toThrow(/^Writing the search index failed: Error: MiniSearch: duplicate ID 7/);
    // A sender that goes on hears the same reason, not only that the process is gone.
    await expect(indexer.send({ docs: [] })).rejects.toThrow(/duplicate ID 7/);
  });
});
