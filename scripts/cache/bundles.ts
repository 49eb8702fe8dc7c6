// Bundles (Vite's two, the content manager's) as folder entries of the cache (store.ts), through one path. A bundle's
// key hashes the project's files it was made from (its bundler's module list with their import closure: code-key.ts,
// and the caller's files), the names in their folders (what `import.meta.glob` would find), Node's version and the
// caller's other inputs. Those sources are recorded beside the entries: the next build hashes them to find its entry.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileParts, importClosure } from "./code-key.ts";
import { cacheFolder, cacheKey, readJsonBlob, restoreFolder, storeFolder, writeBlob, type Namespace } from "./store.ts";

// What a bundle is made of besides its bundler's modules: the `code` that builds it (what it imports counts too), the
// project's other `files` the bundler reads (relative to `project`) and `inputs` that are no file (settings, data).
export type BundleInputs = { project: string; code: ReadonlyArray<string | URL>; files?: string[]; inputs?: string[] };

const isList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((one) => typeof one === "string");

/** The bundles of `namespace`: `restore` finds the one made of today's sources, `store` keeps a new one. */
export function bundleCache(namespace: Extract<Namespace, "admin" | "vite">, bundle: BundleInputs) {
  const project = path.resolve(bundle.project);
  const inProject = (file: string) => file.startsWith(project) && !file.includes("/node_modules/");
  const dir = cacheFolder(namespace, project);
  const lastFile = path.join(dir, "sources.json");
  /** The entry of a bundle made of `sources` (relative to the project): their paths, contents and folders' names. */
  async function entryOf(sources: readonly string[]) {
    const files = [...(bundle.files ?? []), ...sources].map((file) => path.resolve(project, file));
    const contents = await Promise.all(files.map((file) => readFile(file).catch(() => null)));
    // Not the project's root: builds write their outputs there (dist/, staging folders), and Vite globs no further up.
    const folders = [...new Set(files.map((file) => path.dirname(file)))].filter((one) => one !== project);
    const listings = await Promise.all(folders.sort().map((folder) => readdir(folder).catch(() => [])));
    const parts = fileParts(new Map(files.map((file, i) => [file, contents[i] ?? null])), project);
    const names = listings.map((one) => one.sort().join("/"));
    return path.join(dir, cacheKey(process.version, ...parts, ...names, ...(bundle.inputs ?? [])));
  }
  return {
    /** The folder of the bundle made of the last kept bundle's sources as they are now, marked used; null if none. */
    async restore(): Promise<string | null> {
      const last = await readJsonBlob(lastFile, isList);
      return last && restoreFolder(await entryOf(last));
    },
    /**
     * Keeps what `fill` writes as the bundle made of the bundler's modules `moduleIds` (packages left out: the
     * lockfile stands for them): its folder (null when not kept), and why it or its sources were not kept.
     */
    async store(moduleIds: readonly string[], fill: (folder: string) => Promise<unknown>) {
      try {
        const modules = moduleIds.map((id) => id.replace(/\?.*$/, "")).filter(inProject);
        if (modules.length === 0) return { folder: null, why: "the bundler named no module of the project" };
        const { files } = await importClosure([...modules, ...bundle.code]);
        const sources = [...files.keys()].filter(inProject).map((file) => path.relative(project, file));
        const entry = await entryOf(sources);
        const kept = await storeFolder(entry, fill);
        if (kept !== true) return { folder: null, why: kept };
        return { folder: entry, why: await writeBlob(lastFile, JSON.stringify(sources)) };
      } catch (error) {
        return { folder: null, why: `no key: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
  };
}
