// Code keys: a hash of the code that does a piece of cached work, from the module graph (oxc's parser and resolver):
// the project's modules its entries import, a stylesheet's @imports too, by path and content, and packages by the
// lockfile. Each key is kept with its files' sizes and modification times, so a warm build loads no parser.
import { readFileSync, statSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cacheFolder, cacheKey, markOf, readJsonBlob, touchEntry, writeBlob } from "./store.ts";

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
      const [relative, dir] = [/^[./]/.test(specifier), path.dirname(file)];
      packages ||= !relative;
      if (relative) queue.push(oxc.resolve(dir, specifier.replace(/\?.*$/, "")) ?? path.resolve(dir, specifier));
    }
  }
  return { files: new Map([...files].sort(([a], [b]) => a.localeCompare(b))), packages };
}

/** The repository's root, which the files of a key are named relative to (a moved project keeps its keys). */
const repository = fileURLToPath(new URL("../../", import.meta.url));
const lockfile = path.join(repository, "package-lock.json");

/** The key parts of `files`: each one's path (relative to `base`) and content, or a mark that it is gone. */
export const fileParts = (files: ReadonlyMap<string, Buffer | null>, base = repository) =>
  [...files].flatMap(([file, bytes]) => [path.relative(base, file), bytes ?? "\0gone"]);

/** A kept key: the files it was made from, each with its size and modification time then (-1 for a file gone). */
type Mark = [file: string, size: number, mtimeMs: number];
const isKeptKey = (value: unknown): value is { key: string; files: Mark[] } =>
  typeof value === "object" && value !== null && "key" in value && "files" in value && Array.isArray(value.files);
const marksOf = (files: readonly string[]) =>
  Promise.all(files.map(async (file): Promise<Mark> => [file, ...markOf(await stat(file).catch(() => null))]));

const keys = new Map<string, Promise<string>>();

/**
 * The code key of work done by `entries` (modules or stylesheets): the import closure's files, the lockfile when a
 * package is imported, and Node's version. Made once per process, project and entry list (the code does not change
 * while a build runs), and reused from `root`'s cache while none of its files has changed size or modification time.
 */
export function codeKey(root: string, ...entries: Array<string | URL>): Promise<string> {
  const id = [process.version, ...entries.map(String)].join("\n");
  if (!keys.has(root + id)) keys.set(root + id, keptOrComputed(root, id, entries));
  return keys.get(root + id)!;
}

async function keptOrComputed(root: string, id: string, entries: ReadonlyArray<string | URL>): Promise<string> {
  const record = path.join(cacheFolder("code-keys", root), `${cacheKey(id)}.json`);
  const kept = await readJsonBlob(record, isKeptKey);
  const now = kept && (await marksOf(kept.files.map(([file]) => file)));
  const unchanged = now?.every((mark, i) => mark.join("\0") === kept?.files[i]?.join("\0"));
  if (unchanged && (await touchEntry(record))) return kept!.key;
  const started = Date.now();
  const { files, packages } = await importClosure(entries);
  if (packages) files.set(lockfile, readOrNull(lockfile));
  const key = cacheKey(process.version, ...fileParts(files));
  const marks = await marksOf([...files.keys()]);
  // A file changed while the key was made is not trusted by its marks: the next build makes the key again.
  if (marks.every(([, , mtimeMs]) => mtimeMs < started - 1000))
    await writeBlob(record, JSON.stringify({ key, files: marks }));
  return key;
}
