// Vite's two bundles kept in the cache (bundles.ts) under the key of what they are made from: the project's files Vite
// reported (vite-build.mjs) with their import closure, index.html, tsconfig.json, the lockfile, public/, the site file
// (base path, `virtual:site`), PREVIEW_URL and NODE_ENV. A build whose inputs are unchanged copies the bundles, the
// very bytes Vite wrote for the same inputs, instead of running Vite (about 2 s of CPU).
import { cp, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleCache, bundleSources as sourcesOf } from "../cache/bundles.ts";

/** The config the builder loads (vite-build.mjs), with its plugins: code the bundles depend on too. */
const config = fileURLToPath(new URL("../vite/build.config.ts", import.meta.url));
const folders = (outDir: string, serverDir: string) => Object.entries({ client: outDir, server: serverDir });

/** The project's files (relative to `root`) that bundles made of Vite's modules `moduleIds` depend on. */
export const bundleSources = (moduleIds: readonly string[], builder: string, root = ".") =>
  sourcesOf(moduleIds, [builder, config], root);

export const lastSources = (root = ".") => bundleCache("vite", root).last();

/** The key of the bundles made of `sources` in the project at `root`, with the inputs that are no module. */
export async function bundleKey(
  sources: readonly string[],
  root: string,
  dataDir: string,
  previewUrl: string | undefined,
): Promise<string> {
  const listing = await readdir(path.resolve(root, "public"), { recursive: true, withFileTypes: true }).catch(() => []);
  const publicFiles = listing.filter((one) => one.isFile()).map((one) => path.join(one.parentPath, one.name));
  const fixed = [
    "index.html",
    "tsconfig.json",
    "package-lock.json",
    ...publicFiles.map((one) => path.relative(root, one)),
  ];
  const site = await readFile(path.join(dataDir, "site.json"), "utf8").catch(() => "\0gone");
  // PREVIEW_URL replaces site.json's `url`, and with it the base path the bundles are built for.
  const base = ["production", previewUrl ?? ""];
  return bundleCache("vite", root).key([...fixed.sort(), ...sources], ...base, site);
}

/** Copies the cached bundles of `key` into the two output folders; false when there are none. */
export async function restoreBundles(key: string, outDir: string, serverDir: string, root = "."): Promise<boolean> {
  const cached = await bundleCache("vite", root).restore(key);
  for (const [from, to] of cached ? folders(outDir, serverDir) : []) {
    await rm(to, { recursive: true, force: true });
    // Removed or damaged meanwhile: Vite runs, and writes both folders afresh.
    if (
      !(await cp(path.join(cached!, from), to, { recursive: true })
        .then(() => true)
        .catch(() => false))
    )
      return false;
  }
  return cached !== null;
}

/** Keeps the bundles Vite just wrote, made of `sources`, under `key`; true, or why they were not kept. */
export const storeBundles = (key: string, sources: readonly string[], outDir: string, serverDir: string, root = ".") =>
  bundleCache("vite", root).store(key, sources, async (entry) => {
    for (const [to, from] of folders(outDir, serverDir)) await cp(from, path.join(entry, to), { recursive: true });
  });
