// The file formats the CMS writes: JSON as the data files have it (two-space indent, a final line break, keys in the
// schema's order) and posts as JSON front matter then the Markdown body (src/content/blog/client/front-matter.ts).
import { joinFrontMatter, splitFrontMatter } from "../content/blog/client/front-matter.ts";

/** A Decap field as the generated collections have it: enough to know the order of keys. */
export interface FieldShape {
  name: string;
  fields?: readonly FieldShape[];
  field?: FieldShape;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `value` with its keys in the order of `fields` (Decap keeps entries in hash maps, so files would come back shuffled),
 * keys the form does not know (`$schema`) first, and empty strings dropped (a cleared optional field is absent).
 */
function ordered(value: unknown, fields: readonly FieldShape[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => ordered(item, fields));
  if (!isObject(value) || !fields) return value;
  const known = new Map(fields.map((field) => [field.name, field]));
  const keys = [
    ...Object.keys(value).filter((key) => !known.has(key)),
    ...fields.map((field) => field.name).filter((key) => key in value),
  ];
  const result: Record<string, unknown> = {};
  for (const key of keys) {
    const item = value[key];
    if (item === "" || item === null || item === undefined) continue;
    const field = known.get(key);
    result[key] = ordered(item, field?.fields ?? (field?.field ? [field.field] : undefined));
  }
  return result;
}

/** JSON files; Decap passes the names of the file's top-level fields, which tell the files of a collection apart. */
export function jsonFormat(files: ReadonlyArray<readonly FieldShape[]>) {
  const fieldsOf = (keys: readonly string[] = []) =>
    files.find((fields) => fields.map((field) => field.name).join() === keys.join());
  return {
    fromFile: (text: string): unknown => JSON.parse(text),
    toFile: (data: Record<string, unknown>, sortedKeys?: string[]): string =>
      `${JSON.stringify(ordered(data, fieldsOf(sortedKeys)), null, 2)}\n`,
  };
}

export function frontMatterFormat(fields: readonly FieldShape[]) {
  return {
    fromFile(text: string): Record<string, unknown> {
      const split = splitFrontMatter(text);
      if (!split) return { body: text };
      return { ...(JSON.parse(split.matter) as Record<string, unknown>), body: split.body };
    },
    toFile({ body = "", ...metadata }: Record<string, unknown>): string {
      return joinFrontMatter(ordered(metadata, fields) as Record<string, unknown>, String(body));
    },
  };
}
