// The content manager's own module for the build: regenerates the CMS collections, then reuses the module made from the
// same sources (the lockfile, its Vite config and the modules its last build was made of, with what they import:
// code-key.ts; a content change, or a change to a page the previews do not draw, rebuilds nothing) from the cache's
// admin folder (store.ts), or runs its own small Vite build (under 1 s of CPU) in a child process. The build copies it
// into dist/admin/ with Decap's prebuilt bundle (decap-files.ts).
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { cmsCollectionsText } from "../../src/content/cms-config.ts";
import type { Site } from "../../src/content/shared/types.ts";
import { escapeJsonForHtml } from "../../src/content/text/escape.ts";
import { bundleSources, sourcesKey } from "../cache/code-key.ts";
import { cacheFolder, cacheKey, isStringList, readJsonEntry, touchEntry, writeEntry } from "../cache/store.ts";
import { copyDecap } from "./decap-files.ts";
import { cmsCollectionsFile, repoRoot, sourcesFile } from "./paths.ts";
import { bundlerEnv } from "../shared/child-env.ts";
import { runInBackground } from "../shared/background.ts";

const run = promisify(execFile);
const cacheRoot = cacheFolder("admin", repoRoot);
const config = path.join(repoRoot, "scripts/admin/vite.admin.config.ts");
/** The sources of the bundle last built (relative to the repository), beside the cached bundles. */
const lastSources = path.join(cacheRoot, sourcesFile);

/** A hash of the bundle's sources, names and contents (a source that is gone changes it too), and the lockfile. */
async function adminKey(files: readonly string[]): Promise<string> {
  return cacheKey(await sourcesKey(["package-lock.json", ...files], repoRoot));
}

/** The files the last bundle was made from; none before the first build, or when the list is damaged. */
async function sourcesOfLast(): Promise<string[]> {
  return (await readJsonEntry(lastSources, isStringList)) ?? [];
}

/** Writes the CMS collections when the schemas changed them; true when it wrote. */
async function refreshCollections(): Promise<boolean> {
  const text = cmsCollectionsText();
  const current = existsSync(cmsCollectionsFile) ? await readFile(cmsCollectionsFile, "utf8") : "";
  if (current === text) return false;
  await writeFile(cmsCollectionsFile, text);
  return true;
}

/** The folder holding `admin/` built from today's sources, building it when the cache has none; `cached` says which. */
export async function prepareAdmin(signal?: AbortSignal): Promise<{ dir: string; cached: boolean }> {
  if (await refreshCollections()) console.log("Updated src/admin/cms-collections.json from the schemas (commit it).");
  const last = await sourcesOfLast();
  const cachedDir = path.join(cacheRoot, await adminKey(last));
  if (last.length > 0 && existsSync(path.join(cachedDir, "admin/index.html"))) {
    await touchEntry(cachedDir);
    return { dir: cachedDir, cached: true };
  }
  const staging = path.join(cacheRoot, `${process.pid}.tmp`);
  await mkdir(cacheRoot, { recursive: true });
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve("vite/package.json")), "bin/vite.js");
  try {
    const building = run(
      process.execPath,
      [vite, "build", "--config", config, "--outDir", staging, "--logLevel", "error"],
      {
        cwd: repoRoot,
        maxBuffer: 16 * 1024 * 1024,
        signal,
        env: bundlerEnv(),
      },
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
  const sources = (await bundleSources(modules, [config])).map((file) => path.relative(repoRoot, file));
  const dir = path.join(cacheRoot, await adminKey(sources));
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
  await writeEntry(lastSources, JSON.stringify(sources));
  return { dir, cached: false };
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
