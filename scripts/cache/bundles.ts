// Bundles (Vite's two, the content manager's) as folder entries of the cache (store.ts), through one path. A bundle's
// key is the hash of the project's files it was made from (the module list its bundler reported, with their import
// closure: code-key.ts), of the names in those files' folders (a new module `import.meta.glob` would find), Node's
// version and the caller's other inputs. Those sources are recorded beside the entries (Make-style): the next build
// hashes them to find its entry, and runs the bundler only when there is none.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileParts, importClosure, root as repoRoot } from "./code-key.ts";
import type { Namespace } from "./store.ts";
import { cacheFolder, cacheKey, isStringList, readJsonBlob, restoreFolder, storeFolder, writeBlob } from "./store.ts";

/**
 * The project's files (relative to `project`) a bundle made of the bundler's modules `moduleIds` depends on: those
 * modules, the `code` that builds it (its config and plugins), and what they import; sorted. Packages are left out:
 * the lockfile stands for them.
 */
export async function bundleSources(
  moduleIds: readonly string[],
  code: ReadonlyArray<string | URL>,
  project = repoRoot,
): Promise<string[]> {
  const inProject = (file: string) => file.startsWith(path.resolve(project)) && !file.includes("/node_modules/");
  const modules = moduleIds.map((id) => id.replace(/\?.*$/, "")).filter((id) => path.isAbsolute(id) && inProject(id));
  const { files } = await importClosure([...modules, ...code]);
  return [...files.keys()].filter(inProject).map((file) => path.relative(path.resolve(project), file));
}

/** The key of `sources` (relative to `project`): their paths and contents, and the names in their folders. */
export async function sourcesKey(sources: readonly string[], project = repoRoot): Promise<string> {
  const files = sources.map((file) => path.resolve(project, file));
  const contents = await Promise.all(files.map((file) => readFile(file).catch(() => null)));
  // Not the project's root: builds write their outputs there (dist/, staging folders), and Vite globs no further up.
  const folders = [...new Set(files.map((file) => path.dirname(file)))].filter((one) => one !== path.resolve(project));
  const listings = await Promise.all(folders.sort().map((folder) => readdir(folder).catch(() => [])));
  const parts = fileParts(new Map(files.map((file, i) => [file, contents[i] ?? null])), path.resolve(project));
  return cacheKey(...parts, ...listings.map((names) => names.sort().join("/")));
}

/** The bundles of `namespace` in the project at `project`. */
export function bundleCache(namespace: Extract<Namespace, "admin" | "vite">, project = ".") {
  const lastFile = path.join(cacheFolder(namespace, project), "sources.json");
  return {
    /** The sources of the bundle last kept; null when there are none (a cold build, or a damaged list). */
    last: () => readJsonBlob(lastFile, isStringList),
    /** The key of a bundle made of `sources`, with the caller's `inputs` (settings, the contents of a data file). */
    key: async (sources: readonly string[], ...inputs: string[]) =>
      cacheKey(process.version, await sourcesKey(sources, project), ...inputs),
    /** The folder of the bundle of `key`, marked used; null when there is none. */
    restore: (key: string) => restoreFolder(path.join(cacheFolder(namespace, project), key)),
    /** Keeps what `fill` writes as the bundle of `key`, made of `sources`; true, or why it was not kept. */
    async store(key: string, sources: readonly string[], fill: (folder: string) => Promise<unknown>) {
      const kept = await storeFolder(path.join(cacheFolder(namespace, project), key), fill);
      return kept === true ? ((await writeBlob(lastFile, JSON.stringify(sources))) ?? true) : kept;
    },
  };
}
