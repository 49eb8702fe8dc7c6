// The CMS's collections are generated from the collections table and the Zod schemas: the committed file is current,
// and every field, required key, enum and pattern of each schema is in it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collections } from "../../../../src/content/site/collections.ts";
import { cmsCollectionsText } from "../../../../src/content/site/cms-config.ts";
import type { CollectionName } from "../../../../src/content/loading/data-files.ts";
import { line } from "../../../../src/content/schemas/common.ts";
import { cmsCollectionsFile } from "../../../../scripts/admin/paths.ts";

interface Node {
  type?: string;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  enum?: unknown[];
  pattern?: string;
}
/** A Decap field as src/admin/cms-collections.json holds it: the options these tests read. */
interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: false;
  options?: string[];
  pattern?: [string, string];
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
}
interface CmsCollection {
  name: string;
  sortable_fields?: unknown[];
  folder?: string;
  extension?: string;
  format: string;
  fields?: CmsField[];
  files?: Array<{ name: string; file: string; fields: CmsField[] }>;
}

const committed = JSON.parse(readFileSync(cmsCollectionsFile, "utf8")) as CmsCollection[];
const schemaOf = (name: CollectionName) =>
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
      expectMirrors(schemaOf(file.name as CollectionName), file.fields, file.name);
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

  it("lists posts newest first, and opens a post's body in rich text with Markdown a switch away", () => {
    const posts = committed.find((collection) => collection.name === "posts")!;
    expect(posts.sortable_fields?.[0]).toEqual({ field: "publishedAt", default_sort: "desc" });
    const fields = posts.fields!.map((field) => field.name);
    for (const sortable of posts.sortable_fields!.slice(1)) expect(fields).toContain(sortable);
    expect(posts.fields!.at(-1)).toMatchObject({ widget: "markdown", modes: ["rich_text", "raw"] });
  });

  it("gives every one-line field of the landing page an input, and its prose a text area", () => {
    const landing = committed.flatMap((c) => c.files ?? []).find((file) => file.name === "landing")!.fields;
    const widgets = new Map<string, string>();
    const walk = (fields: readonly CmsField[], where: string) => {
      for (const field of fields) {
        widgets.set(`${where}.${field.name}`, field.widget);
        walk([...(field.fields ?? []), ...(field.field ? [field.field] : [])], `${where}.${field.name}`);
      }
    };
    walk(landing, "landing");
    for (const short of [
      "hero.eyebrow",
      "hero.headline",
      "hero.workLabel",
      "hero.talk.url",
      "about.eyebrow",
      "about.stats.value",
      "fellowship.backer.amount",
      "fellowship.faq.items.question",
      "services.items.points.item",
      "application.handoff.copyLabel",
    ])
      expect(widgets.get(`landing.${short}`), short).toBe("string");
    for (const prose of ["hero.subline", "about.paragraphs.item", "fellowship.faq.items.answer", "services.intro"])
      expect(widgets.get(`landing.${prose}`), prose).toBe("text");
    // A list of one-line items that may hold commas (deliverables) gets an input per item, not a comma-separated line.
    expect(landing.find((field) => field.name === "services")!.fields!.find((f) => f.name === "items")!.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "points", field: expect.anything() })]),
    );
  });

  it("decides one line from the schema: `line()`, a name's length or an address is one line, `text()` is prose", () => {
    const site = committed.flatMap((c) => c.files ?? []).find((file) => file.name === "site")!.fields;
    const widget = (name: string) => site.find((field) => field.name === name)!.widget;
    // `text(…, maxLength.name)`, `text(…, maxLength.title)`, an https address, an email: one line each.
    for (const short of ["name", "tagline", "url", "email", "bookingUrl"]) expect(widget(short), short).toBe("string");
    // `text()` (a description up to 160 characters and more): prose.
    expect(widget("description")).toBe("text");
    // `line()` never allows more than a title's length, whatever it is asked for.
    expect(line("a long label", 1000).safeParse("x".repeat(151)).success).toBe(false);
  });

  it("summarises a collapsed list item by its first two required one-line fields, never an address or a choice", () => {
    const summaries = new Map<string, string | undefined>();
    const walk = (fields: readonly CmsField[], where: string) => {
      for (const field of fields) {
        const at = `${where}.${field.name}`;
        if (field.widget === "list" && field.fields) summaries.set(at, field.summary);
        walk([...(field.fields ?? []), ...(field.field ? [field.field] : [])], at);
      }
    };
    for (const collection of committed) for (const file of collection.files ?? []) walk(file.fields, file.name);
    // A quote (prose) is passed over for the role and the company.
    expect(summaries.get("landing.testimonials.items")).toBe("{{fields.role}} · {{fields.company}}");
    // Prose and an optional time are passed over.
    expect(summaries.get("landing.fellowship.howItWorks.steps")).toBe("{{fields.title}}");
    // An address is passed over: a social link shows its label alone.
    expect(summaries.get("site.social")).toBe("{{fields.label}}");
    // An optional slug, prose and a choice (the colour) are passed over.
    expect(summaries.get("categories.categories")).toBe("{{fields.name}}");
    expect(summaries.get("frameworks.frameworks")).toBe("{{fields.format}}");
    const lists = [...summaries.values()].map((summary) => summary ?? "none");
    expect(lists.length).toBeGreaterThan(10);
    expect(lists.every((summary) => summary.startsWith("{{fields."))).toBe(true);
  });
});
