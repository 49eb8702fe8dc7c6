// Where the CMS's generated collections and its admin page live in the repository.
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../..");
/** Written by `npm run schemas` from the Zod schemas (a unit test holds it); the admin page imports it. */
export const cmsCollectionsFile = path.join(repoRoot, "src/admin/cms-collections.json");
/** The content manager's Vite config (Vite's process builds its bundle after the site's: vite-build.mjs). */
export const adminConfig = path.join(repoRoot, "scripts/admin/vite.admin.config.ts");
