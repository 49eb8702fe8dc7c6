// Where the CMS's generated collections and its admin page live in the repository.
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../..");
/** Written by `npm run schemas` from the Zod schemas (a unit test holds it); the admin page imports it. */
export const cmsCollectionsFile = path.join(repoRoot, "src/admin/cms-collections.json");
/** In the admin build's output, beside `admin/`: the repository's files the bundle was made from. */
export const sourcesFile = "admin-sources.json";
