// The CMS's collections are generated from the collections table and the Zod schemas: the committed file is current,
// and every field, required key, enum and pattern of each schema is in it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collections } from "../../../../src/content/collections.ts";
import type { cmsCollectionFiles } from "../../../../src/content/outputs/cms-config.ts";
import { cmsCollectionsText, type CmsField } from "../../../../src/content/outputs/cms-config.ts";
import { cmsCollectionsFile } from "../../../../scripts/admin/paths.ts";

interface Node {
  type?: string;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  enum?: unknown[];
  pattern?: string;
}
interface CmsCollection {
  name: string;
  folder?: string;
  extension?: string;
  format: string;
  fields?: CmsField[];
  files?: Array<{ name: string; file: string; fields: CmsField[] }>;
}

const committed = JSON.parse(readFileSync(cmsCollectionsFile, "utf8")) as CmsCollection[];
const schemaOf = (name: keyof typeof cmsCollectionFiles) =>
  z.toJSONSchema(collections[name].schema, { io: "input", unrepresentable: "any" }) as Node;

/** Every field of `node` against the CMS fields, recursively: same keys, required, options and patterns. */
function expectMirrors(node: Node, fields: readonly CmsField[], where: string) {
  const keys = Object.keys(node.properties ?? {}).filter((key) => key !== "$schema");
  expect(
    fields.map((field) => field.name),
    where,
  ).toEqual(keys);
  for (const field of fields) {
    const child = node.properties![field.name]!;
    const at = `${where}.${field.name}`;
    expect(field.required !== false, `${at} required`).toBe((node.required ?? []).includes(field.name));
    const values = child.enum ?? child.items?.enum;
    if (values) expect(field.options, at).toEqual(values.map(String));
    if (child.pattern && field.widget !== "datetime" && field.widget !== "image")
      expect(field.pattern?.[0], at).toBe(child.pattern);
    if (child.type === "boolean") expect(field.widget, at).toBe("boolean");
    if (child.type === "object") expectMirrors(child, field.fields ?? [], at);
    if (child.type === "array" && child.items?.type === "object") expectMirrors(child.items, field.fields ?? [], at);
  }
}

describe("the CMS configuration (src/admin/cms-collections.json)", () => {
  it("is what `npm run schemas` writes from the schemas today", () => {
    expect(readFileSync(cmsCollectionsFile, "utf8"), "run `npm run schemas`").toBe(cmsCollectionsText());
  });

  it("edits the files of the collections table", () => {
    const posts = committed.find((collection) => collection.name === "posts")!;
    expect(`${posts.folder}/*.${posts.extension}`).toBe(collections.posts.frontMatter);
    const files = committed.flatMap((collection) => collection.files ?? []);
    expect(Object.fromEntries(files.map((file) => [file.name, file.file]))).toEqual({
      site: collections.site.location,
      landing: collections.landing.location,
      categories: collections.categories.location,
      frameworks: collections.frameworks.location,
    });
  });

  it("has every field of every schema, with its required keys, enums and patterns", () => {
    const posts = committed.find((collection) => collection.name === "posts")!;
    expect(posts.fields!.at(-1)).toMatchObject({ name: "body", widget: "markdown" });
    expectMirrors(schemaOf("posts"), posts.fields!.slice(0, -1), "posts");
    for (const file of committed.flatMap((collection) => collection.files ?? []))
      expectMirrors(schemaOf(file.name as keyof typeof cmsCollectionFiles), file.fields, file.name);
  });

  it("picks widgets by type: dates, images, selects, numbers, text areas", () => {
    const posts = committed.find((collection) => collection.name === "posts")!.fields!;
    const field = (name: string) => posts.find((candidate) => candidate.name === name)!;
    expect(field("publishedAt")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(field("featuredImage").widget).toBe("image");
    expect(field("readTime")).toMatchObject({ widget: "number", value_type: "int", min: 1, required: false });
    expect(field("excerpt")).toMatchObject({ widget: "text", hint: "A one- or two-sentence excerpt" });
    expect(field("tags").widget).toBe("list");
    const categories = committed.flatMap((c) => c.files ?? []).find((file) => file.name === "categories")!;
    const color = categories.fields[0]!.fields!.find((candidate) => candidate.name === "color")!;
    expect(color).toMatchObject({
      widget: "select",
      options: ["indigo", "teal", "amber", "rose", "emerald", "sky", "violet", "orange"],
    });
  });
  it("gives the landing page's groups their forms: Founder, Fellowship and Application are objects of fields", () => {
    const landing = committed.flatMap((c) => c.files ?? []).find((file) => file.name === "landing")!.fields;
    const group = (name: string) => landing.find((field) => field.name === name)!;
    const names = (field: CmsField) => (field.fields ?? []).map((child) => child.name);
    expect(group("founder")).toMatchObject({ widget: "object", label: "Founder" });
    expect(names(group("founder"))).toEqual(["eyebrow", "title", "bio", "sample", "portrait", "stats", "statsNote"]);
    expect(group("fellowship")).toMatchObject({ widget: "object", label: "Fellowship" });
    expect(names(group("fellowship"))).toEqual(expect.arrayContaining(["intro", "benefits", "backer", "apply"]));
    expect(group("application")).toMatchObject({ widget: "object", label: "Application" });
    expect(names(group("application"))).toEqual(expect.arrayContaining(["title", "intro", "handoff"]));
  });

  it("uses a date widget only for the yyyy-mm-dd fields", () => {
    const dates: string[] = [];
    const walk = (fields: readonly CmsField[], where: string) => {
      for (const field of fields) {
        if (field.widget === "datetime") dates.push(`${where}.${field.name}`);
        walk([...(field.fields ?? []), ...(field.field ? [field.field] : [])], `${where}.${field.name}`);
      }
    };
    for (const collection of committed) {
      walk(collection.fields ?? [], collection.name);
      for (const file of collection.files ?? []) walk(file.fields, file.name);
    }
    expect(dates).toEqual(["posts.publishedAt", "posts.updatedAt"]);
  });
});
