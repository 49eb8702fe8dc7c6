// The content manager's own module for the build: regenerates the CMS collections, then reuses the module made from the
// same sources (the lockfile, its Vite config and the files its last build listed: a content change, or a change to a
// page the previews do not draw, rebuilds nothing) from .cache/admin/, or runs its own small Vite build (under 1 s of
// CPU) in a child process. The build copies it into dist/admin/ with Decap's prebuilt bundle (decap-files.ts).
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { cmsCollectionsText } from "../../src/content/cms-config.ts";
import type { Site } from "../../src/content/shared/types.ts";
import { escapeJsonForHtml } from "../../src/content/text/escape.ts";
import { copyDecap } from "./decap-files.ts";
import { cmsCollectionsFile, repoRoot, sourcesFile } from "./paths.ts";
import { bundlerEnv } from "../shared/child-env.ts";
import { runInBackground } from "../shared/background.ts";

const run = promisify(execFile);
const cacheRoot = path.join(repoRoot, ".cache/admin");
const config = path.join(repoRoot, "scripts/admin/vite.admin.config.ts");

/** Always in the key: the lockfile (Vite, React, the Markdown plugins) and this bundle's Vite config. */
const fixedSources = ["package-lock.json", path.relative(repoRoot, config)];
/** The sources of the bundle last built, as its build listed them (vite.admin.config.ts), beside the cached bundles. */
const lastSources = path.join(cacheRoot, sourcesFile);

/** A hash of the bundle's sources: names and contents; a source that is gone changes it too. */
async function adminKey(files: readonly string[]): Promise<string> {
  const hash = createHash("sha256");
  for (const file of [...fixedSources, ...files]) {
    const where = path.join(repoRoot, file);
    hash.update(`${file}\0`).update(existsSync(where) ? await readFile(where) : "\0gone");
  }
  return hash.digest("base64url").slice(0, 16);
}

/** The files the last bundle was made from; none before the first build. */
async function sourcesOfLast(): Promise<string[]> {
  return existsSync(lastSources) ? (JSON.parse(await readFile(lastSources, "utf8")) as string[]) : [];
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
  if (last.length > 0 && existsSync(path.join(cachedDir, "admin/index.html"))) return { dir: cachedDir, cached: true };
  const staging = path.join(cacheRoot, `tmp-${process.pid}`);
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
  const built = await readFile(path.join(staging, sourcesFile), "utf8");
  const dir = path.join(cacheRoot, await adminKey(JSON.parse(built) as string[]));
  // One bundle is kept: the older ones belong to sources that are gone.
  for (const old of await readdir(cacheRoot))
    if (old !== path.basename(staging)) await rm(path.join(cacheRoot, old), { recursive: true, force: true });
  await rename(staging, dir);
  await writeFile(lastSources, built);
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
