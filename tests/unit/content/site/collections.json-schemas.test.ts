// The editors' JSON Schemas: how they are written, and that data/ points every file at the right one.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { collections, jsonSchemaText } from "../../../../src/content/site/collections.ts";
import { dataFileKind, jsonSchemaPath, type JsonSchemaName } from "../../../../src/content/loading/data-files.ts";
import { fixturesDir } from "../../support/fixture-tree.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const dataDir = path.join(root, "data");
const schemaNames: JsonSchemaName[] = Object.values(collections).map((entry) => entry.jsonSchema);

/** Which schema a data file follows, by where it lives (null: not a JSON data file the site reads). */
function schemaFor(relative: string): JsonSchemaName | null {
  const kind = dataFileKind(relative);
  return kind?.role === "data" ? collections[kind.collection].jsonSchema : null;
}

async function jsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((relative) => !relative.startsWith("schemas/"))
    .sort();
}

describe("jsonSchemaText", () => {
  it("writes a titled JSON Schema that ends with a newline", () => {
    const text = jsonSchemaText("post");
    expect(text.endsWith("}\n")).toBe(true);
    const schema = JSON.parse(text) as {
      title: string;
      type: string;
      required: string[];
      additionalProperties: boolean;
      properties: Record<string, unknown>;
    };
    expect(schema.title).toBe("post data file");
    expect(schema.type).toBe("object");
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(expect.arrayContaining(["id", "title", "excerpt", "publishedAt", "tags"]));
    expect(schema.required).not.toContain("slug");
    expect(Object.keys(schema.properties)).toContain("$schema");
  });

  it("describes the input a maintainer types (the colour palette, the date pattern)", () => {
    expect(jsonSchemaText("categories")).toContain('"indigo"');
    expect(jsonSchemaText("post")).toContain(String.raw`"pattern": "^\\d{4}-\\d{2}-\\d{2}$"`);
  });
});

describe("data/schemas", () => {
  it.each(schemaNames)("data/schemas/%s.schema.json matches the Zod schema", async (name) => {
    const file = path.join(dataDir, "schemas", `${name}.schema.json`);
    const written = existsSync(file) ? await readFile(file, "utf8") : "(missing)";
    expect(
      written,
      `data/schemas/${name}.schema.json is out of date with src/content/schemas: run \`npm run schemas\` and commit the result`,
    ).toBe(jsonSchemaText(name));
  });

  it("holds no schema file for a kind that no longer exists", async () => {
    const files = (await readdir(path.join(dataDir, "schemas"))).filter((name) => name.endsWith(".schema.json")).sort();
    expect(files, "remove stale files from data/schemas, or run `npm run schemas`").toEqual(
      schemaNames.map((name) => `${name}.schema.json`).sort(),
    );
  });
});

describe.each([
  ["data/", dataDir],
  ["tests/fixtures/valid/", path.join(fixturesDir, "valid")],
])("$schema keys in %s", (label, dir) => {
  it("point every JSON file at its schema in data/schemas, relative to the file", async () => {
    const files = await jsonFiles(dir);
    expect(files.length).toBeGreaterThan(0);
    for (const relative of files) {
      const name = schemaFor(relative);
      expect(name, `${label}${relative} is not a data file the site reads`).not.toBeNull();
      const { $schema } = JSON.parse(await readFile(path.join(dir, relative), "utf8")) as { $schema?: unknown };
      const fromFile = path.posix.relative(path.posix.dirname(relative), jsonSchemaPath(name ?? ""));
      const expected = fromFile.startsWith("../") ? fromFile : `./${fromFile}`;
      expect($schema, `${label}${relative} needs "$schema": "${expected}"`).toBe(expected);
      expect(
        existsSync(path.join(dataDir, path.posix.normalize(path.posix.join(path.posix.dirname(relative), expected)))),
      ).toBe(true);
    }
  });
});
