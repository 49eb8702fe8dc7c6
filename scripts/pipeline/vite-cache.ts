// Vite's two bundles kept in the cache (bundles.ts) under the key of what they are made from: the project's files Vite
// reported (vite-build.mjs) with their import closure, index.html, tsconfig.json, the lockfile, public/, the site file
// (base path, `virtual:site`) and a preview's address. A build whose inputs are unchanged copies the bundles, the
// very bytes Vite wrote for the same inputs, instead of running Vite (about 2 s of CPU).
import { cp, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { bundleCache } from "../cache/bundles.ts";

/** The builder and the config it loads, with its plugins: code the bundles depend on too. */
const code = [new URL("./vite-build.mjs", import.meta.url), new URL("../vite/build.config.ts", import.meta.url)];
/** The bundles' two folders: the client's (the output folder) and the SSR bundle's. */
export type BundleFolders = { client: string; server: string };
/** The project's files Vite reads besides the modules: with public/'s files, they are what no module list names. */
const fixed = ["index.html", "tsconfig.json", "package-lock.json"];
/** What bundles are built from besides modules: the project, the data folder, a preview's address (the base path). */
export type BundleSettings = { root: string; dataDir: string; previewUrl: string | undefined };

async function viteCache({ root, dataDir, previewUrl }: BundleSettings) {
  const listing = await readdir(path.resolve(root, "public"), { recursive: true, withFileTypes: true }).catch(() => []);
  const publicFiles = listing.filter((one) => one.isFile()).map((one) => path.join(one.parentPath, one.name));
  const files = [...fixed, ...publicFiles.map((one) => path.relative(root, one))].sort();
  const site = await readFile(path.join(dataDir, "site.json"), "utf8").catch(() => "\0gone");
  return bundleCache("vite", { project: root, code, files, inputs: [previewUrl ?? "", site] });
}

/** Copies the cached bundles of today's inputs into their folders `to`; false when there are none. */
export async function restoreBundles(to: BundleFolders, settings: BundleSettings): Promise<boolean> {
  const cached = await (await viteCache(settings)).restore();
  try {
    for (const [name, folder] of cached ? Object.entries(to) : []) {
      await rm(folder, { recursive: true, force: true });
      await cp(path.join(cached!, name), folder, { recursive: true });
    }
    return cached !== null;
  } catch {
    return false; // removed or damaged meanwhile: Vite runs, and writes both folders afresh
  }
}

/** Keeps the bundles Vite just wrote in `from`, made of the modules it reported; null, or why they were not kept. */
export async function storeBundles(moduleIds: readonly string[], from: BundleFolders, settings: BundleSettings) {
  const cache = await viteCache(settings);
  const kept = await cache.store(moduleIds, async (entry) => {
    for (const [name, folder] of Object.entries(from)) await cp(folder, path.join(entry, name), { recursive: true });
  });
  return kept.why;
}
