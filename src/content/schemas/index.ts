import { z } from "zod";
import { landingSchema } from "./landing.ts";
import { postSchema } from "./post.ts";
import { publishedUrlsSchema } from "./published-urls.ts";
import { categoriesFileSchema, frameworksFileSchema } from "./resources.ts";
import { siteSchema } from "./site.ts";

/** Every kind of data file, by the name of its JSON Schema in `data/schemas/<name>.schema.json`. */
export const dataSchemas = {
  site: siteSchema,
  landing: landingSchema,
  post: postSchema,
  categories: categoriesFileSchema,
  frameworks: frameworksFileSchema,
  "published-urls": publishedUrlsSchema,
} as const;

export type DataSchemaName = keyof typeof dataSchemas;

/** The JSON Schema editors use to check and complete a data file while it is typed. */
export function jsonSchemaText(name: DataSchemaName): string {
  const schema = z.toJSONSchema(dataSchemas[name], { io: "input", unrepresentable: "any" });
  return `${JSON.stringify({ ...schema, title: `${name} data file` }, null, 2)}\n`;
}
