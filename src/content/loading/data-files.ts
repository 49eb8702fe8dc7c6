// Where each kind of data file lives under data/, and what a path there is: the half of the collections table
// (../site/collections.ts) that needs no schema, so the loaders, the dev server and the scripts can read it without a
// cycle.
import picomatch from "picomatch/posix.js";

export interface DataFiles {
  /** Where the files live under data/: one path, or a glob whose `*` stands for one file name. */
  location: string;
  /** Names the JSON Schema in `data/schemas/<name>.schema.json`, which each file's `$schema` points at. */
  jsonSchema: string;
  /** A single file the site cannot do without: loading names it when it is missing. */
  required: boolean;
  /**
   * Globs of the body files, one of which sits beside each file (`*`: the same name), in the order messages name them.
   */
  bodies?: readonly string[];
  /** The glob of files holding a whole entry: JSON front matter, then the body (blog/client/front-matter.ts). */
  frontMatter?: string;
}

/** Every kind of data file, in the order loading reads them and `npm run schemas` writes them. */
export const dataFiles = {
  site: { location: "site.json", jsonSchema: "site", required: true },
  landing: { location: "landing.json", jsonSchema: "landing", required: true },
  posts: {
    location: "posts/*.json",
    jsonSchema: "post",
    required: false,
    bodies: ["posts/*.md", "posts/*.html"],
    frontMatter: "posts/*.md",
  },
  categories: { location: "resources/categories.json", jsonSchema: "categories", required: true },
  frameworks: { location: "resources/frameworks.json", jsonSchema: "frameworks", required: true },
  // Written by the build (the addresses it has published); a fresh site has none yet.
  publishedUrls: { location: "published-urls.json", jsonSchema: "published-urls", required: false },
} as const satisfies Record<string, DataFiles>;

export type CollectionName = keyof typeof dataFiles;
export type JsonSchemaName = (typeof dataFiles)[CollectionName]["jsonSchema"];

/** Where `npm run schemas` writes the JSON Schemas: files of data/ that loading leaves alone. */
export const jsonSchemaLocation = "schemas/*.schema.json";

const entries = Object.entries(dataFiles) as Array<[CollectionName, DataFiles]>;

/** A glob of the table as a pattern (picomatch); its `*` captures the file name, a dotfile's too. */
const globPattern = (glob: string) => picomatch.makeRe(glob, { capture: true, dot: true });
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
export const inCollection = (name: CollectionName, path: string): boolean => matches(dataFiles[name].location, path);

/** Whether `path` is the body file of a post. */
export const isPostBody = (path: string): boolean => dataFiles.posts.bodies.some((glob) => matches(glob, path));

/** The possible body files beside the post metadata file `path`, in the table's order (Markdown, then HTML). */
export function postBodyPaths(path: string): string[] {
  const name = patterns.get(dataFiles.posts.location)?.exec(path)?.[1] ?? "";
  return dataFiles.posts.bodies.map((glob) => glob.replace("*", name));
}

/** The metadata file `posts/<name>.json` beside the body file `path`. */
export function postMetadataPath(path: string): string {
  const name = dataFiles.posts.bodies.map((glob) => patterns.get(glob)?.exec(path)?.[1]).find(Boolean) ?? "";
  return dataFiles.posts.location.replace("*", name);
}

/** The path under data/ of the JSON Schema named `name`. */
export const jsonSchemaPath = (name: string): string => jsonSchemaLocation.replace("*", name);

/** The `$schema` a file of the collection starts with: its JSON Schema, relative to the file's folder. */
export function schemaReference(name: CollectionName): string {
  const { location, jsonSchema } = dataFiles[name];
  return `${location.includes("/") ? "../".repeat(location.split("/").length - 1) : "./"}${jsonSchemaPath(jsonSchema)}`;
}
