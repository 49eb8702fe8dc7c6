// `npm run schemas`: regenerates data/schemas/*.schema.json and the CMS's collections (src/admin/cms-collections.json)
// from the Zod schemas (run after changing one).
import { writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { collections, jsonSchemaText } from "../src/content/site/collections.ts";
import { jsonSchemaLocation, jsonSchemaPath } from "../src/content/loading/data-files.ts";
import { cmsCollectionsText } from "../src/content/site/cms-config.ts";
import { cmsCollectionsFile } from "./admin/paths.ts";

await mkdir(path.resolve("data", path.posix.dirname(jsonSchemaLocation)), { recursive: true });
for (const { jsonSchema } of Object.values(collections)) {
  await writeFile(path.resolve("data", jsonSchemaPath(jsonSchema)), jsonSchemaText(jsonSchema));
  console.log(`wrote data/${jsonSchemaPath(jsonSchema)}`);
}
await writeFile(cmsCollectionsFile, cmsCollectionsText());
console.log(`wrote ${path.relative(process.cwd(), cmsCollectionsFile)}`);
