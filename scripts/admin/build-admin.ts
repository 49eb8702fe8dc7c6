// The content manager's own module for the build: reuses the bundle made from the same sources (the lockfile, its
// Vite config and the modules its last build was made of, with what they import) from the cache (bundles.ts; a content
// change, or a change to a page the previews do not draw, rebuilds nothing), or runs its own small Vite build (under
// 1 s of CPU) in a child process. The build copies it into dist/admin/ with Decap's prebuilt bundle (decap-files.ts).
// Its CMS collections (src/admin/cms-collections.json) are written by `npm run schemas`, and a unit test holds them.
import { execFile } from "node:child_process";
import { cp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import type { Site } from "../../src/content/shared/types.ts";
import { escapeJsonForHtml } from "../../src/content/text/escape.ts";
import { bundleCache } from "../cache/bundles.ts";
import { cacheFolder } from "../cache/store.ts";
import { copyDecap } from "./decap-files.ts";
import { repoRoot, sourcesFile } from "./paths.ts";
import { bundlerEnv } from "../shared/child-env.ts";
import { runInBackground } from "../shared/background.ts";

const run = promisify(execFile);
const config = path.join(repoRoot, "scripts/admin/vite.admin.config.ts");
const bundles = bundleCache("admin", { project: repoRoot, code: [config], files: ["package-lock.json"] });

/** The folder holding `admin/` built from today's sources, building it when the cache has none; `cached` says which. */
export async function prepareAdmin(signal?: AbortSignal): Promise<{ dir: string; cached: boolean }> {
  const cachedDir = await bundles.restore();
  if (cachedDir) return { dir: cachedDir, cached: true };
  const staging = path.join(cacheFolder("admin", repoRoot), `${process.pid}-build.tmp`);
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve("vite/package.json")), "bin/vite.js");
  try {
    const building = run(
      process.execPath,
      [vite, "build", "--config", config, "--outDir", staging, "--logLevel", "error"],
      { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024, signal, env: bundlerEnv() },
    );
    // Copied into the output at the build's end: the site's own bundles and pages go first.
    runInBackground(building.child);
    await building;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const failed = error as { stderr?: string; stdout?: string };
    throw new Error(`Vite could not build the content manager:\n${failed.stderr ?? ""}${failed.stdout ?? ""}`, {
      cause: error,
    });
  }
  const modules = JSON.parse(await readFile(path.join(staging, sourcesFile), "utf8")) as string[];
  const { folder } = await bundles.store(modules, (entry) =>
    rename(path.join(staging, "admin"), path.join(entry, "admin")),
  );
  if (!folder) return { dir: staging, cached: false }; // used from where it was built; pruned within the hour
  await rm(staging, { recursive: true, force: true });
  return { dir: folder, cached: false };
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
