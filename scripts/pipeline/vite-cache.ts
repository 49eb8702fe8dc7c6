// Vite's two bundles kept in the cache's vite folder (store.ts) under a hash of what they are made from: the project's
// files the last bundles were made of (Vite's own module list, reported by vite-build.mjs, with their import closure:
// code-key.ts), the names in those files' folders (a new page module that `import.meta.glob` would find), public/,
// index.html, tsconfig.json, the lockfile, the site file (base path, `virtual:site`), Node's version and NODE_ENV. A
// build whose inputs are unchanged copies the bundles instead of running Vite (about 2 s of CPU); the files are the
// very bytes Vite wrote for the same inputs.
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleSources as sourcesOfBundle, sourcesKey } from "../cache/code-key.ts";
import { cacheFolder, cacheKey, isStringList, readJsonEntry, touchEntry, writeEntry } from "../cache/store.ts";
import { dataDir as defaultDataDir } from "../shared/read-data.ts";

/** The inputs that are no module: Vite's HTML entry, the TypeScript settings, the packages, the public folder. */
const inputFiles = ["index.html", "tsconfig.json", "package-lock.json"];
const publicFolder = "public";
/** The config the builder loads (vite-build.mjs), with its plugins: code the bundles depend on too. */
const config = fileURLToPath(new URL("../vite/build.config.ts", import.meta.url));
/** Beside the entries: the sources of the bundles last kept, which the next build hashes to find its entry. */
const lastSourcesFile = (root: string) => path.join(cacheFolder("vite", root), "sources.json");

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The project's files (relative to `root`) that bundles made of Vite's modules `moduleIds` depend on. */
export async function bundleSources(moduleIds: readonly string[], builder: string, root = "."): Promise<string[]> {
  return (await sourcesOfBundle(moduleIds, [builder, config], root)).map((file) =>
    path.relative(path.resolve(root), file),
  );
}

/** The sources of the bundles last kept; null when there are none (a cold build, or a damaged list). */
export async function lastSources(root = "."): Promise<string[] | null> {
  return readJsonEntry(lastSourcesFile(root), isStringList);
}

/** The hash of the bundles' inputs in the project at `root`: `sources`, the fixed inputs, and the site file. */
export async function bundleKey(sources: readonly string[], root = ".", dataDir = defaultDataDir()): Promise<string> {
  const absolute = path.resolve(root);
  const files = [
    ...inputFiles.map((file) => path.resolve(root, file)),
    ...(await filesUnder(path.resolve(root, publicFolder))).sort(),
    path.join(dataDir, "site.json"),
  ];
  const parts = await Promise.all(
    files.map(async (file) => [path.relative(absolute, file), await readFile(file).catch(() => "\0gone")]),
  );
  return cacheKey(process.version, process.env.NODE_ENV ?? "", await sourcesKey(sources, root), ...parts.flat());
}

/** Copies the cached bundles of `key` into the two output folders; false when there are none. */
export async function restoreBundles(key: string, outDir: string, serverDir: string, root = "."): Promise<boolean> {
  const cached = path.join(cacheFolder("vite", root), key);
  if (!existsSync(path.join(cached, "complete"))) return false;
  try {
    for (const [from, to] of [
      ["client", outDir],
      ["server", serverDir],
    ] as const) {
      await rm(to, { recursive: true, force: true });
      await cp(path.join(cached, from), to, { recursive: true });
    }
  } catch {
    return false; // removed or damaged meanwhile: Vite runs, and writes both folders afresh
  }
  await touchEntry(cached);
  return true;
}

/**
 * Keeps the bundles Vite just wrote, made of `sources`, under `key`. Never fails the build: returns true, or why the
 * bundles were not kept.
 */
export async function storeBundles(
  key: string,
  sources: readonly string[],
  outDir: string,
  serverDir: string,
  root = ".",
): Promise<true | string> {
  const cache = cacheFolder("vite", root);
  const partial = path.join(cache, `${key}.${process.pid}.tmp`);
  try {
    await mkdir(partial, { recursive: true });
    await cp(outDir, path.join(partial, "client"), { recursive: true });
    await cp(serverDir, path.join(partial, "server"), { recursive: true });
    await mkdir(path.join(partial, "complete"));
    await rm(path.join(cache, key), { recursive: true, force: true });
    await rename(partial, path.join(cache, key));
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    return error instanceof Error ? error.message : String(error);
  }
  return (await writeEntry(lastSourcesFile(root), JSON.stringify(sources))) ?? true;
}
