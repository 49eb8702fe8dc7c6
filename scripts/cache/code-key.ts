// Code keys: a hash of the code that does a piece of cached work, found from the module graph rather than a list of
// folders. The import closure of the work's entry modules is followed with oxc (the parser and resolver knip runs on
// this repository); every module of the project in it counts by path and content, a stylesheet's @imports too, and a
// package by the lockfile. A module moved, changed or removed changes the key; a file nothing imports does not. Each
// key is kept with the size and modification time of its files (Make-style): while none has changed, a build reuses it
// without loading the parser.
import { readFileSync, statSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cacheFolder, cacheKey, readJsonBlob, touchEntry, writeBlob } from "./store.ts";

/** The parser and resolver, loaded only when a key must be made (about 0.1 s): a warm build reuses its keys. */
async function loadOxc() {
  const [{ parseSync }, { ResolverFactory }] = await Promise.all([import("oxc-parser"), import("oxc-resolver")]);
  const resolver = new ResolverFactory({ extensions: [".ts", ".tsx", ".mts", ".mjs", ".js", ".json"] });
  return { parseSync, resolve: (folder: string, specifier: string) => resolver.sync(folder, specifier).path };
}
type Oxc = Awaited<ReturnType<typeof loadOxc>>;

const script = /\.[cm]?[jt]sx?$/;
const cssImport = /@import\s+(?:url\()?\s*["']([^"']+)["']/g;

/** The specifiers `file` imports: static and dynamic imports and re-exports, or a stylesheet's @imports. */
function specifiersOf({ parseSync }: Oxc, file: string, text: string): string[] {
  if (file.endsWith(".css")) return [...text.matchAll(cssImport)].map((match) => match[1] ?? "");
  if (!script.test(file)) return [];
  const { module } = parseSync(file, text);
  const dynamic = module.dynamicImports.map(({ moduleRequest }) => text.slice(moduleRequest.start, moduleRequest.end));
  return [
    ...module.staticImports.map((one) => one.moduleRequest.value),
    ...module.staticExports.flatMap((one) => one.entries.flatMap((entry) => entry.moduleRequest?.value ?? [])),
    // A literal `import("./x.ts")`; a computed one names no module and counts for nothing.
    ...dynamic.flatMap((literal) => (/^(["'`])[^"'`$]*\1$/.test(literal) ? [literal.slice(1, -1)] : [])),
  ];
}

/** A file's bytes, or null when it is gone (counted as such). */
const readOrNull = (file: string) => (statSync(file, { throwIfNoEntry: false })?.isFile() ? readFileSync(file) : null);

/**
 * The project's files reachable from `entries` by imports, with their contents, sorted by path; `packages` says
 * whether any import names a package (then the lockfile stands for it). A module that cannot be resolved counts by its
 * specifier, so a missing one still gives a key.
 */
export async function importClosure(entries: ReadonlyArray<string | URL>) {
  const oxc = await loadOxc();
  const files = new Map<string, Buffer | null>();
  let packages = false;
  const queue = entries.map((entry) => (entry instanceof URL ? fileURLToPath(entry) : path.resolve(entry)));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    const bytes = readOrNull(file);
    files.set(file, bytes);
    if (!bytes) continue;
    for (const specifier of specifiersOf(oxc, file, bytes.toString("utf8"))) {
      if (!/^[./]/.test(specifier)) {
        packages = true;
        continue;
      }
      const found = oxc.resolve(path.dirname(file), specifier.replace(/\?.*$/, ""));
      queue.push(found ?? path.resolve(path.dirname(file), specifier));
    }
  }
  return { files: new Map([...files].sort(([a], [b]) => a.localeCompare(b))), packages };
}

/** The repository's root, which the files of a key are named relative to (a moved project keeps its keys). */
export const root = fileURLToPath(new URL("../../", import.meta.url));
const lockfile = path.join(root, "package-lock.json");

/** The key parts of `files`: each one's path (relative to `base`) and content, or a mark that it is gone. */
export const fileParts = (files: ReadonlyMap<string, Buffer | null>, base = root) =>
  [...files].flatMap(([file, bytes]) => [path.relative(base, file), bytes ?? "\0gone"]);

/**
 * The code key of work done by `entries` (modules or stylesheets): the import closure's files, the lockfile when a
 * package is imported, and Node's version; with the files it was made from.
 */
export async function computeCodeKey(entries: ReadonlyArray<string | URL>): Promise<{ key: string; files: string[] }> {
  const { files, packages } = await importClosure(entries);
  if (packages) files.set(lockfile, readOrNull(lockfile));
  return { key: cacheKey(process.version, ...fileParts(files)), files: [...files.keys()] };
}

/** A kept key: the files it was made from, each with its size and modification time then (-1 for a file gone). */
type Mark = [file: string, size: number, mtimeMs: number];
const isKeptKey = (value: unknown): value is { key: string; files: Mark[] } =>
  typeof value === "object" && value !== null && "key" in value && "files" in value && Array.isArray(value.files);
const marksOf = (files: readonly string[]) =>
  Promise.all(files.map(async (file): Promise<Mark> => [file, ...(await markOf(file))]));
const markOf = async (file: string) => {
  const marks = await stat(file).catch(() => null);
  return [marks?.size ?? -1, marks?.mtimeMs ?? -1] as const;
};

const keys = new Map<string, Promise<string>>();

/**
 * `computeCodeKey`'s key, once per process and entry list (the code does not change while a build runs), and reused
 * from the cache while none of its files has changed size or modification time.
 */
export function codeKey(...entries: Array<string | URL>): Promise<string> {
  const id = [process.version, ...entries.map(String)].join("\n");
  if (!keys.has(id)) keys.set(id, keptOrComputed(id, entries));
  return keys.get(id)!;
}

async function keptOrComputed(id: string, entries: ReadonlyArray<string | URL>): Promise<string> {
  const record = path.join(cacheFolder("code-keys", root), `${cacheKey(id)}.json`);
  const kept = await readJsonBlob(record, isKeptKey);
  if (kept) {
    const now = await marksOf(kept.files.map(([file]) => file));
    if (now.every((mark, i) => mark.join("\0") === kept.files[i]?.join("\0"))) {
      await touchEntry(record);
      return kept.key;
    }
  }
  const started = Date.now();
  const { key, files } = await computeCodeKey(entries);
  const marks = await marksOf(files);
  // A file changed while the key was made is not trusted by its marks: the next build makes the key again.
  if (marks.every(([, , mtimeMs]) => mtimeMs < started - 1000))
    await writeBlob(record, JSON.stringify({ key, files: marks }));
  return key;
}
