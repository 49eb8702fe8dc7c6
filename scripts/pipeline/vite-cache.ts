// Vite's two bundles kept in .cache/vite under a hash of everything they are made from: the app's source, the Vite
// plugins and config, the installed packages (by the lockfile), public/, the site file (base path, `virtual:site`),
// Node's version and NODE_ENV. A build whose inputs are unchanged copies the bundles instead of running Vite
// (about 2 s of CPU); the files are the very bytes Vite wrote for the same inputs.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { dataDir as defaultDataDir } from "../shared/read-data.ts";

const cacheRoot = (root: string) => path.resolve(root, ".cache", "vite");
/** Folders and files whose every byte may change a bundle. */
const inputFolders = ["src", "public", "scripts/vite", "scripts/shared"];
const inputFiles = ["index.html", "vite.config.ts", "tsconfig.json", "package.json", "package-lock.json"];
/** Bundles of older inputs kept beside the newest: switching branches back and forth stays warm. */
const kept = 3;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The hash of the bundles' inputs in the project at `root`, with `builder` (the script that runs Vite) and the site
 * file of the data folder `dataDir` among them.
 */
export async function bundleKey(builder: string, root = ".", dataDir = defaultDataDir()): Promise<string> {
  const files = [
    ...(await Promise.all(inputFolders.map((folder) => filesUnder(path.resolve(root, folder))))).flat().sort(),
    ...inputFiles.map((file) => path.resolve(root, file)),
    builder,
    path.join(dataDir, "site.json"),
  ];
  const hash = createHash("sha1").update(`${process.version}\n${process.env.NODE_ENV ?? ""}\n`);
  for (const file of files) {
    hash.update(`${path.relative(root, file)}\n`);
    hash.update(await readFile(file).catch(() => Buffer.from("(none)")));
  }
  return hash.digest("hex");
}

/** Whether any bundles are kept: false for a cold build, which then need not wait for the key to start Vite. */
export function keptBundles(root = "."): boolean {
  return existsSync(cacheRoot(root));
}

/** Copies the cached bundles of `key` into the two output folders; false when there are none. */
export async function restoreBundles(key: string, outDir: string, serverDir: string, root = "."): Promise<boolean> {
  const cached = path.join(cacheRoot(root), key);
  if (!existsSync(path.join(cached, "complete"))) return false;
  for (const [from, to] of [
    ["client", outDir],
    ["server", serverDir],
  ] as const) {
    await rm(to, { recursive: true, force: true });
    await cp(path.join(cached, from), to, { recursive: true });
  }
  return true;
}

/**
 * Keeps the bundles Vite just wrote under `key`, and removes all but the latest few. Never fails the build: returns
 * true, or why the bundles were not kept.
 */
export async function storeBundles(key: string, outDir: string, serverDir: string, root = "."): Promise<true | string> {
  const cache = cacheRoot(root);
  const partial = path.join(cache, `${key}.${process.pid}.tmp`);
  try {
    await mkdir(partial, { recursive: true });
    await cp(outDir, path.join(partial, "client"), { recursive: true });
    await cp(serverDir, path.join(partial, "server"), { recursive: true });
    await mkdir(path.join(partial, "complete"));
    await rm(path.join(cache, key), { recursive: true, force: true });
    await rename(partial, path.join(cache, key));
    await pruneBundles(cache, key);
    return true;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    return error instanceof Error ? error.message : String(error);
  }
}

async function pruneBundles(root: string, newest: string): Promise<void> {
  const entries = await readdir(root, { withFileTypes: true });
  const others = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && entry.name !== newest && !entry.name.endsWith(".tmp"))
      .map(async (entry) => ({ name: entry.name, at: (await stat(path.join(root, entry.name))).mtimeMs })),
  );
  others.sort((a, b) => b.at - a.at);
  for (const { name } of others.slice(kept - 1)) await rm(path.join(root, name), { recursive: true, force: true });
}
