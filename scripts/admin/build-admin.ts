// The content manager's bundle for the build: regenerates the CMS collections, then reuses the bundle made for the same
// sources (the lockfile, admin/, src/ and its Vite config: a content change rebuilds nothing) from .cache/admin/, or
// runs its own Vite build (about 12 s of CPU) in a child process. The build copies it into dist/admin/.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { cmsCollectionsText } from "../../src/content/outputs/cms-config.ts";
import type { Site } from "../../src/content/shared/types.ts";
import { escapeJsonForHtml } from "../../src/content/text/escape.ts";
import { cmsCollectionsFile, repoRoot } from "./paths.ts";
import { bundlerEnv } from "../shared/bundler-threads.ts";

const run = promisify(execFile);
const cacheRoot = path.join(repoRoot, ".cache/admin");
const config = path.join(repoRoot, "scripts/admin/vite.admin.config.ts");

/** Every file the bundle is made from, relative to the repository, sorted. */
async function sources(): Promise<string[]> {
  const under = async (folder: string) =>
    (await readdir(path.join(repoRoot, folder), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
  return [
    "package-lock.json",
    path.relative(repoRoot, config),
    ...(await under("admin")),
    ...(await under("src")),
  ].sort();
}

/** A hash of the bundle's sources: names and contents. */
async function adminKey(): Promise<string> {
  const hash = createHash("sha256");
  for (const file of await sources()) hash.update(`${file}\0`).update(await readFile(path.join(repoRoot, file)));
  return hash.digest("base64url").slice(0, 16);
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
  const dir = path.join(cacheRoot, await adminKey());
  if (existsSync(path.join(dir, "admin/index.html"))) return { dir, cached: true };
  const staging = `${dir}.tmp-${process.pid}`;
  await mkdir(cacheRoot, { recursive: true });
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve("vite/package.json")), "bin/vite.js");
  try {
    await run(process.execPath, [vite, "build", "--config", config, "--outDir", staging, "--logLevel", "error"], {
      cwd: repoRoot,
      maxBuffer: 16 * 1024 * 1024,
      signal,
      env: bundlerEnv(),
    });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const failed = error as { stderr?: string; stdout?: string };
    throw new Error(`Vite could not build the content manager:\n${failed.stderr ?? ""}${failed.stdout ?? ""}`, {
      cause: error,
    });
  }
  // One bundle is kept: the older ones belong to sources that are gone.
  for (const old of await readdir(cacheRoot))
    if (old !== path.basename(staging)) await rm(path.join(cacheRoot, old), { recursive: true, force: true });
  await rename(staging, dir);
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
  if (!cms) return;
  const page = path.join(outDir, "admin/index.html");
  const block = `<script type="application/json" id="${backendBlockId}">${escapeJsonForHtml(JSON.stringify(cms))}</script>`;
  await writeFile(
    page,
    (await readFile(page, "utf8")).replace("</head>", () => `    ${block}\n  </head>`),
  );
}
