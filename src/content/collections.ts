// The one table of the data folder, as Astro's `content.config.ts`: where each kind of data file lives, the Zod
// schema that checks it, the JSON Schema `npm run schemas` writes for editors, and for posts the body beside each
// or the one file holding both (what the CMS edits, decision 39).
// Loading, `npm run schemas`, the unknown-file warning and the dev server's reload read it. Build-only (it holds Zod).
import { z } from "zod";
import { landingSchema } from "./schemas/landing.ts";
import { postSchema } from "./schemas/post.ts";
import { publishedUrlsSchema } from "./schemas/published-urls.ts";
import { categoriesFileSchema, frameworksFileSchema } from "./schemas/resources.ts";
import { siteSchema } from "./schemas/site.ts";

export interface Collection {
  /** Where the files live under data/: one path, or a glob whose `*` stands for one file name. */
  location: string;
  schema: z.ZodType;
  /** Names the JSON Schema in `data/schemas/<name>.schema.json`, which each file's `$schema` points at. */
  jsonSchema: string;
  /** A single file the site cannot do without: loading names it when it is missing. */
  required: boolean;
  /**
   * Globs of the body files, one of which sits beside each file (`*`: the same name), in the order messages name them.
   */
  bodies?: readonly string[];
  /** The glob of files holding a whole entry: JSON front matter, then the body
   * (src/content/blog/client/front-matter.ts). */
  frontMatter?: string;
}

/** Every kind of data file, in the order `npm run schemas` writes them. */
export const collections = {
  site: { location: "site.json", schema: siteSchema, jsonSchema: "site", required: true },
  landing: { location: "landing.json", schema: landingSchema, jsonSchema: "landing", required: true },
  posts: {
    location: "posts/*.json",
    schema: postSchema,
    jsonSchema: "post",
    required: false,
    bodies: ["posts/*.md", "posts/*.html"],
    frontMatter: "posts/*.md",
  },
  categories: {
    location: "resources/categories.json",
    schema: categoriesFileSchema,
    jsonSchema: "categories",
    required: true,
  },
  frameworks: {
    location: "resources/frameworks.json",
    schema: frameworksFileSchema,
    jsonSchema: "frameworks",
    required: true,
  },
  // Written by the build (the addresses it has published); a fresh site has none yet.
  publishedUrls: {
    location: "published-urls.json",
    schema: publishedUrlsSchema,
    jsonSchema: "published-urls",
    required: false,
  },
} as const satisfies Record<string, Collection>;

export type CollectionName = keyof typeof collections;
/** The collections of one file each that the site cannot do without. */
export type RequiredCollectionName = {
  [K in CollectionName]: (typeof collections)[K]["required"] extends true ? K : never;
}[CollectionName];
export type JsonSchemaName = (typeof collections)[CollectionName]["jsonSchema"];

/** Where `npm run schemas` writes the JSON Schemas: files of data/ that loading leaves alone. */
export const jsonSchemaLocation = "schemas/*.schema.json";

const entries = Object.entries(collections) as Array<[CollectionName, Collection]>;

/** A glob of the table as a pattern; its `*` captures the file name. */
const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join("([^/]+)")}$`,
  );
const patterns = new Map(
  [jsonSchemaLocation, ...entries.flatMap(([, entry]) => [entry.location, ...(entry.bodies ?? [])])].map((glob) => [
    glob,
    globPattern(glob),
  ]),
);
const matches = (glob: string, path: string) => patterns.get(glob)?.test(path) ?? false;

/**
 * What a path under data/ is: a collection's data file, a post's body, an editors' JSON Schema, or nothing the site
 * knows.
 */
export type DataFileKind = { role: "data" | "body"; collection: CollectionName } | { role: "json-schema" } | null;

export function dataFileKind(path: string): DataFileKind {
  for (const [name, entry] of entries) {
    if (matches(entry.location, path)) return { role: "data", collection: name };
    if (entry.bodies?.some((glob) => matches(glob, path))) return { role: "body", collection: name };
  }
  return matches(jsonSchemaLocation, path) ? { role: "json-schema" } : null;
}

/**
 * Whether loading reads `path` into the content (a collection's data file or a post's body), so a change to it may
 * change a page.
 */
export function isContentFile(path: string): boolean {
  const kind = dataFileKind(path);
  return kind !== null && kind.role !== "json-schema";
}

/** Whether `path` is one of the collection's data files. */
export const inCollection = (name: CollectionName, path: string): boolean => matches(collections[name].location, path);

/** Whether `path` is the body file of a post. */
export const isPostBody = (path: string): boolean => collections.posts.bodies.some((glob) => matches(glob, path));

/** The possible body files beside the post metadata file `path`, in the table's order (Markdown, then HTML). */
export function postBodyPaths(path: string): string[] {
  const name = patterns.get(collections.posts.location)?.exec(path)?.[1] ?? "";
  return collections.posts.bodies.map((glob) => glob.replace("*", name));
}

/** The metadata file `posts/<name>.json` beside the body file `path`. */
export function postMetadataPath(path: string): string {
  const name = collections.posts.bodies.map((glob) => patterns.get(glob)?.exec(path)?.[1]).find(Boolean) ?? "";
  return collections.posts.location.replace("*", name);
}

/** The path under data/ of the JSON Schema named `name`. */
export const jsonSchemaPath = (name: string): string => jsonSchemaLocation.replace("*", name);

/** The `$schema` a file of the collection starts with: its JSON Schema, relative to the file's folder. */
export function schemaReference(name: CollectionName): string {
  const { location, jsonSchema } = collections[name];
  return `${location.includes("/") ? "../".repeat(location.split("/").length - 1) : "./"}${jsonSchemaPath(jsonSchema)}`;
}

/** The JSON Schema editors use to check and complete a data file while it is typed. */
export function jsonSchemaText(name: JsonSchemaName): string {
  const entry = entries.find(([, candidate]) => candidate.jsonSchema === name)?.[1];
  if (!entry) throw new Error(`no collection has the JSON Schema "${name}"`);
  const schema = z.toJSONSchema(entry.schema, { io: "input", unrepresentable: "any" });
  return `${JSON.stringify({ ...schema, title: `${name} data file` }, null, 2)}\n`;
}
