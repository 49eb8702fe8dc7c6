// The content manager's own module for the build: reuses the bundle made from the same sources (the lockfile, its
// Vite config and the modules its last build was made of, with what they import) from the cache (bundles.ts; a content
// change, or a change to a page the previews do not draw, rebuilds nothing). Otherwise Vite's process builds it after
// the site's bundles (scripts/pipeline/vite-builds.ts) into `adminBuildDir`, and `keepAdmin` keeps it. The build copies
// it into dist/admin/ with Decap's prebuilt bundle (decap-files.ts). Its CMS collections
// (src/admin/cms-collections.json) are written by `npm run schemas`, and a unit test holds them.
import { cp, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Site } from "../../src/content/shared/types.ts";
import { escapeJsonForHtml } from "../../src/content/text/escape.ts";
import { bundleCache } from "../cache/bundles.ts";
import { cacheFolder } from "../cache/store.ts";
import { copyDecap } from "./decap-files.ts";
import { adminConfig, repoRoot } from "./paths.ts";

const bundles = bundleCache("admin", { project: repoRoot, code: [adminConfig], files: ["package-lock.json"] });

/** The folder holding `admin/` built from today's sources, from the cache (marked used); null when it has none. */
export const restoreAdmin = (): Promise<string | null> => bundles.restore();

/** Where Vite's process builds the bundle the cache did not have (this process's own folder). */
export const adminBuildDir = (): string => path.join(cacheFolder("admin", repoRoot), `${process.pid}-build.tmp`);

/**
 * Keeps the bundle Vite built into `built` (adminBuildDir), made of the modules Vite reported, in the cache; returns
 * the folder holding `admin/` now. Not kept (a warning-free miss for the next build), it is used from where it was
 * built and pruned within the hour.
 */
export async function keepAdmin(built: string, modules: readonly string[]): Promise<string> {
  const { folder } = await bundles.store(modules, (entry) =>
    rename(path.join(built, "admin"), path.join(entry, "admin")),
  );
  if (!folder) return built;
  await rm(built, { recursive: true, force: true });
  return folder;
}

/** The id of the JSON block in admin/index.html that names the repository (site.json `cms`); src/admin/config.ts. */
const backendBlockId = "cms-backend";

/**
 * Copies the prepared bundle into the output folder, as `admin/`, with site.json's `cms` (the repository the manager
 * edits) as a JSON block in its page: the bundle is built once for any data, the repository is the owner's fact.
 */
export async function copyAdmin(dir: string, outDir: string, cms: Site["cms"]): Promise<void> {
  await cp(path.join(dir, "admin"), path.join(outDir, "admin"), { recursive: true });
  await copyDecap(path.join(outDir, "admin"));
  if (!cms) return;
  const page = path.join(outDir, "admin/index.html");
  const block = `<script type="application/json" id="${backendBlockId}">${escapeJsonForHtml(JSON.stringify(cms))}</script>`;
  await writeFile(
    page,
    (await readFile(page, "utf8")).replace("</head>", () => `    ${block}\n  </head>`),
  );
}
