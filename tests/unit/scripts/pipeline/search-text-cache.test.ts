// The search index's per-body text, kept in .cache/ by the body's hash: what it returns is what reading the body
// gives, a damaged file is read again, and the files of bodies no longer built are removed.
import { mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { searchTextCache } from "../../../../scripts/pipeline/search-text-cache.ts";
import { postSearchText } from "../../../../src/content/outputs/search-index.ts";

const bodies = [
  '<h2 id="one">One heading</h2><p>First words. Second sentence here!</p>',
  "<p>Another body, with <em>other</em> words.</p>",
];

describe("searchTextCache", () => {
  it("gives what reading the body gives, from its file once kept, and reads a damaged file's body again", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "search-text-"));
    const first = searchTextCache(dir);
    expect(bodies.map(first.searchText)).toEqual(bodies.map(postSearchText));
    await first.save();
    const files = await readdir(dir);
    expect(files).toHaveLength(2);
    // Stored text differs from the body's, so a second run that returns it must have read the file.
    await writeFile(path.join(dir, files[0]!), JSON.stringify({ headings: "kept", body: "kept" }));
    await writeFile(path.join(dir, files[1]!), "{ damaged");
    const second = searchTextCache(dir);
    const texts = bodies.map(second.searchText);
    // One came from the file written over, the other from its body again, since its file did not parse.
    expect(texts.filter((text) => text.headings === "kept")).toHaveLength(1);
    const reread = texts.findIndex((text) => text.headings !== "kept");
    expect(texts[reread]).toEqual(postSearchText(bodies[reread]!));
    await second.save();
    expect(bodies.map(searchTextCache(dir).searchText)[reread]).toEqual(postSearchText(bodies[reread]!));
    const third = searchTextCache(dir);
    third.searchText(bodies[0]!);
    await third.save();
    expect(await readdir(dir)).toHaveLength(1);
  });
});
