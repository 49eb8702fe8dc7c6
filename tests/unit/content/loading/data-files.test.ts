// Where each kind of data file lives (data-files.ts): what each path under data/ is, what reloads the dev server.
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  dataFiles as collections,
  dataFileKind,
  inCollection,
  isContentFile,
  jsonSchemaPath,
  postBodyPaths,
  postMetadataPath,
  schemaReference,
  type CollectionName,
} from "../../../../src/content/loading/data-files.ts";
import { fixturesDir } from "../../support/fixture-tree.ts";
import { splitFrontMatter } from "../../../../src/content/blog/client/front-matter.ts";

const dataDir = path.resolve(import.meta.dirname, "../../../../data");

/** Every file under `dir`, relative with `/`, dot-files skipped (as the data folder is read). */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

describe.each([
  ["data/", dataDir],
  ["tests/fixtures/valid/", path.join(fixturesDir, "valid")],
])("the collections table covers %s", (label, dir) => {
  it("knows every file in it", async () => {
    const files = await filesIn(dir);
    expect(files.length).toBeGreaterThan(0);
    expect(
      files.filter((file) => dataFileKind(file) === null),
      `files in ${label} that no collection describes`,
    ).toEqual([]);
  });

  it("finds each required file, and one body beside each post or front matter in it", async () => {
    const files = new Set(await filesIn(dir));
    for (const entry of Object.values(collections).filter((candidate) => candidate.required))
      expect(files.has(entry.location), entry.location).toBe(true);
    const posts = [...files].filter((file) => inCollection("posts", file));
    const whole = [...files].filter(
      (file) => file.endsWith(".md") && splitFrontMatter(readFileSync(path.join(dir, file), "utf8")) !== null,
    );
    expect(posts.length + whole.length).toBeGreaterThan(0);
    for (const file of whole) expect(files.has(postMetadataPath(file)), `${label}${file}`).toBe(false);
    for (const post of posts)
      expect(
        postBodyPaths(post).filter((body) => files.has(body)),
        `${label}${post}`,
      ).toHaveLength(1);
  });
});

describe("the built-in site", () => {
  it("has a file of every collection, and the JSON Schema of each", async () => {
    const files = await filesIn(dataDir);
    // A post in one file (front matter, then the body) sits where bodies do.
    const found = new Set(
      files
        .map((file) => dataFileKind(file))
        .flatMap((kind) => (kind ? [kind] : []))
        .flatMap((kind) => ("collection" in kind ? [kind.collection] : [])),
    );
    expect([...found].sort()).toEqual((Object.keys(collections) as CollectionName[]).sort());
    for (const entry of Object.values(collections)) expect(files).toContain(jsonSchemaPath(entry.jsonSchema));
  });
});

describe("dataFileKind", () => {
  it.each([
    ["site.json", { role: "data", collection: "site" }],
    ["resources/frameworks.json", { role: "data", collection: "frameworks" }],
    ["published-urls.json", { role: "data", collection: "publishedUrls" }],
    ["posts/intro.json", { role: "data", collection: "posts" }],
    ["posts/intro.md", { role: "body", collection: "posts" }],
    ["posts/intro.html", { role: "body", collection: "posts" }],
    ["schemas/post.schema.json", { role: "json-schema" }],
  ])("names %s", (file, kind) => {
    expect(dataFileKind(file)).toEqual(kind);
  });

  it.each([
    "notes.txt",
    "post/intro.json",
    "posts/2025/intro.json",
    "posts/intro.txt",
    "resources/videos.json",
    "schemas/post.json",
    "sitexjson",
    "../site.json",
  ])("knows nothing of %s, which loading warns about", (file) => expect(dataFileKind(file)).toBeNull());

  it("gives a post's body files the name of its metadata file, Markdown first, and back", () => {
    expect(postBodyPaths("posts/a.b-c.json")).toEqual(["posts/a.b-c.md", "posts/a.b-c.html"]);
    expect(postMetadataPath("posts/a.b-c.md")).toBe("posts/a.b-c.json");
    expect(postMetadataPath("posts/a.b-c.html")).toBe("posts/a.b-c.json");
  });
});

describe("isContentFile (what reloads the dev server)", () => {
  it("is true for the files loading reads, false for JSON Schemas and unknown files", () => {
    expect(["landing.json", "resources/categories.json", "posts/a.json", "posts/a.md"].every(isContentFile)).toBe(true);
    expect(["schemas/site.schema.json", "notes.txt", "posts/a.txt"].some(isContentFile)).toBe(false);
  });
});

describe("schemaReference", () => {
  it("points a file at its JSON Schema, relative to the file's folder", () => {
    expect(schemaReference("site")).toBe("./schemas/site.schema.json");
    expect(schemaReference("posts")).toBe("../schemas/post.schema.json");
    expect(schemaReference("categories")).toBe("../schemas/categories.schema.json");
  });
});
