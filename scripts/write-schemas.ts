// `npm run schemas`: regenerates data/schemas/*.schema.json from the Zod schemas (run after changing one).
import { writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { dataSchemas, jsonSchemaText, type DataSchemaName } from "../src/content/schemas/index.ts";

const dir = path.resolve("data/schemas");
await mkdir(dir, { recursive: true });
for (const name of Object.keys(dataSchemas) as DataSchemaName[]) {
  await writeFile(path.join(dir, `${name}.schema.json`), jsonSchemaText(name));
  console.log(`wrote data/schemas/${name}.schema.json`);
}
