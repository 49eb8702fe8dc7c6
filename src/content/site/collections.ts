// The one table of the data folder, as Astro's `content.config.ts`: each kind of data file, where it lives
// (../loading/data-files.ts), the Zod schema that checks it, and the loader that reads it. `loadContent` (load.ts)
// runs the loaders in the table's order; `npm run schemas` writes each schema as JSON Schema for editors, and the
// content manager's fields come from them. Build-only (it holds Zod).
import { z } from "zod";
import { dataFiles, type DataFiles, type JsonSchemaName } from "../loading/data-files.ts";
import type { EarlierCollections, LoadContext } from "../loading/load-context.ts";
import { loadPostFiles } from "../blog/posts-collection.ts";
import { loadLanding } from "../home/load-landing.ts";
import { loadCategories, loadFrameworks } from "../resources/load-resources.ts";
import { landingSchema } from "../schemas/landing.ts";
import { postSchema } from "../schemas/post.ts";
import { publishedUrlsSchema } from "../schemas/published-urls.ts";
import { categoriesFileSchema, frameworksFileSchema } from "../schemas/resources.ts";
import { siteSchema } from "../schemas/site.ts";
import { loadUrlRecord } from "../site-checks/url-record.ts";
import { loadSiteFile } from "./site-facts.ts";

export interface Collection extends DataFiles {
  schema: z.ZodType;
  /** Reads the collection's files into what the content is made of, reporting each problem at its position. */
  load: (context: LoadContext, earlier: EarlierCollections) => unknown;
}

/** Every kind of data file, in the order loading reads them (posts need the site's author) and schemas are written. */
export const collections = {
  site: { ...dataFiles.site, schema: siteSchema, load: loadSiteFile },
  landing: { ...dataFiles.landing, schema: landingSchema, load: loadLanding },
  posts: { ...dataFiles.posts, schema: postSchema, load: loadPostFiles },
  categories: { ...dataFiles.categories, schema: categoriesFileSchema, load: loadCategories },
  frameworks: { ...dataFiles.frameworks, schema: frameworksFileSchema, load: loadFrameworks },
  publishedUrls: { ...dataFiles.publishedUrls, schema: publishedUrlsSchema, load: loadUrlRecord },
} as const satisfies { [K in keyof typeof dataFiles]: Collection };

export type { CollectionName } from "../loading/data-files.ts";

/** What each collection's loader returns. */
export type LoadedCollections = { [K in keyof typeof collections]: ReturnType<(typeof collections)[K]["load"]> };

/** The JSON Schema editors use to check and complete a data file while it is typed. */
export function jsonSchemaText(name: JsonSchemaName): string {
  const entry = Object.values(collections).find((candidate) => candidate.jsonSchema === name);
  if (!entry) throw new Error(`no collection has the JSON Schema "${name}"`);
  const schema = z.toJSONSchema(entry.schema, { io: "input", unrepresentable: "any" });
  return `${JSON.stringify({ ...schema, title: `${name} data file` }, null, 2)}\n`;
}
