// The synthetic data tree for benchmarks: valid, deterministic, and of the size asked.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDataFiles } from "../../../../scripts/shared/read-data.ts";
import { writeSyntheticDataTree } from "../../../../scripts/measure/synthetic-data.ts";
import { loadContent, type DataFile } from "../../../../src/content/site/load.ts";
import { countWords } from "../../../../src/content/body/client/read-time.ts";
import { fixturesDir } from "../../support/fixture-tree.ts";

const dirs: string[] = [];
let files: DataFile[];

async function generate(postCount: number): Promise<DataFile[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "synthetic-"));
  dirs.push(dir);
  await writeSyntheticDataTree(dir, postCount, path.join(fixturesDir, "valid"));
  return readDataFiles(dir);
}

beforeAll(async () => {
  files = await generate(12);
});
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("writeSyntheticDataTree", () => {
  it("writes a tree that loads with no problems at all (read times match the word counts)", () => {
    const result = loadContent(files, "synthetic/");
    expect(result.problems).toEqual([]);
    expect(result.content?.posts).toHaveLength(12);
  });

  it("copies site, landing and resources from the source tree and replaces its posts", () => {
    const paths = files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining(["site.json", "landing.json", "resources/categories.json", "resources/frameworks.json"]),
    );
    expect(paths.filter((p) => p.startsWith("posts/"))).toHaveLength(24);
    expect(paths).not.toContain("posts/first-principles-vs-best-practices.json");
  });

  it("dates every post of a 10,000-post site before today, so a build holds none back as scheduled", () => {
    // One a day from 1996-01-01, in the order written: the 10,000th post is then dated 2023-05-18, before today.
    const dates = loadContent(files, "synthetic/").content!.posts.map((post) => post.publishedAt);
    const day = (index: number) => new Date(Date.UTC(1996, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    expect(dates.toSorted()).toEqual(Array.from({ length: 12 }, (_none, index) => day(index)));
  });

  it("is deterministic: the same count gives the same bytes", async () => {
    expect(await generate(12)).toEqual(files);
  });

  it("gives each post a distinct id, title and date, and 3 to 5 distinct tags", () => {
    const posts = loadContent(files, "synthetic/").content!.posts;
    for (const key of ["id", "title", "slug", "publishedAt"] as const)
      expect(new Set(posts.map((post) => post[key])).size).toBe(12);
    for (const post of posts) {
      expect(post.tags.length).toBeGreaterThanOrEqual(3);
      expect(post.tags.length).toBeLessThanOrEqual(5);
      expect(new Set(post.tags).size).toBe(post.tags.length);
    }
  });

  it("writes realistic bodies of about 1,500 words with headings, paragraphs and lists, varied by post", () => {
    const bodies = files.filter((file) => file.path.endsWith(".html")).map((file) => file.text);
    for (const body of bodies) {
      expect(countWords(body)).toBeGreaterThanOrEqual(1100);
      expect(countWords(body)).toBeLessThanOrEqual(2100);
      expect(body).toMatch(/<h2>[^<]+<\/h2>/);
      expect(body).toMatch(/<ul>\n {2}<li>/);
    }
    expect(new Set(bodies).size).toBe(bodies.length);
  });
});
