// Code keys: a hash of the code that does a piece of cached work, found from the module graph rather than a list of
// folders. The import closure of the work's entry modules is followed with oxc (the parser and resolver knip runs on
// this repository); every module of the project in it counts by path and content, a stylesheet's @imports too, and a
// package by the lockfile. A module moved, changed or removed changes the key; a file nothing imports does not.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseSync } from "oxc-parser";
import { ResolverFactory } from "oxc-resolver";

const resolver = new ResolverFactory({ extensions: [".ts", ".tsx", ".mts", ".mjs", ".js", ".json"] });
const script = /\.[cm]?[jt]sx?$/;
const cssImport = /@import\s+(?:url\()?\s*["']([^"']+)["']/g;

/** The specifiers `file` imports: static and dynamic imports and re-exports, or a stylesheet's @imports. */
function specifiersOf(file: string, text: string): string[] {
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
function readOrNull(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/**
 * The project's files reachable from `entries` by imports, with their contents, sorted by path; `packages` says
 * whether any import names a package (then the lockfile stands for it). A module that cannot be resolved counts by its
 * specifier, so a missing one still gives a key.
 */
export function importClosure(entries: ReadonlyArray<string | URL>): {
  files: Map<string, Buffer | null>;
  packages: boolean;
} {
  const files = new Map<string, Buffer | null>();
  let packages = false;
  const queue = entries.map((entry) => (entry instanceof URL ? fileURLToPath(entry) : path.resolve(entry)));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    const bytes = readOrNull(file);
    files.set(file, bytes);
    if (!bytes) continue;
    for (const specifier of specifiersOf(file, bytes.toString("utf8"))) {
      if (!/^[./]/.test(specifier)) {
        packages = true;
        continue;
      }
      const found = resolver.sync(path.dirname(file), specifier.replace(/\?.*$/, "")).path;
      queue.push(found ?? path.resolve(path.dirname(file), specifier));
    }
  }
  return { files: new Map([...files].sort(([a], [b]) => a.localeCompare(b))), packages };
}

/** The repository's root, which the files of a key are named relative to (a moved project keeps its keys). */
const root = fileURLToPath(new URL("../../", import.meta.url));
const lockfile = path.join(root, "package-lock.json");

/** The hash of `files` by path (relative to the repository) and content; a file that is gone counts as gone. */
export function filesKey(files: ReadonlyMap<string, Buffer | null>): string {
  const hash = createHash("sha256");
  for (const [file, bytes] of files)
    hash
      .update(`${path.relative(root, file)}\0`)
      .update(bytes ?? "\0gone")
      .update("\0");
  return hash.digest("base64url");
}

const keys = new Map<string, string>();

/**
 * The code key of work done by `entries` (modules or stylesheets): the import closure's files, the lockfile when a
 * package is imported, and Node's version. Computed once per process and entry list.
 */
export function codeKey(...entries: Array<string | URL>): string {
  const id = entries.map(String).join("\n");
  const known = keys.get(id);
  if (known) return known;
  const { files, packages } = importClosure(entries);
  if (packages) files.set(lockfile, readOrNull(lockfile));
  const key = createHash("sha256").update(process.version).update(filesKey(files)).digest("base64url");
  keys.set(id, key);
  return key;
}

/**
 * The project's files a bundle made of Vite's modules `moduleIds` depends on: those modules, the `code` that builds it
 * (its config and plugins), and everything they import (a stylesheet's @imports too); absolute, sorted. Packages are
 * left out: the lockfile stands for them.
 */
export function bundleSources(
  moduleIds: readonly string[],
  code: ReadonlyArray<string | URL>,
  project = root,
): string[] {
  const inProject = (file: string) => file.startsWith(path.resolve(project)) && !file.includes("/node_modules/");
  const modules = moduleIds.map((id) => id.replace(/\?.*$/, "")).filter((id) => path.isAbsolute(id) && inProject(id));
  return [...importClosure([...modules, ...code]).files.keys()].filter(inProject);
}

/**
 * The hash of a bundle's source files (relative to `project`) by path and content, and of the names in their folders:
 * a new module that `import.meta.glob` would find beside them changes it too (the project's root aside).
 */
export async function sourcesKey(sources: readonly string[], project = root): Promise<string> {
  const hash = createHash("sha256");
  const files = sources.map((file) => path.resolve(project, file));
  const contents = await Promise.all(files.map((file) => readFile(file).catch(() => null)));
  files.forEach((file, i) => hash.update(`${path.relative(project, file)}\0`).update(contents[i] ?? "\0gone"));
  // Not the project's root: builds write their outputs there (dist/, staging folders), and Vite globs no further up.
  const folders = [...new Set(files.map((file) => path.dirname(file)))].filter((one) => one !== path.resolve(project));
  folders.sort();
  for (const names of await Promise.all(folders.map((folder) => readdir(folder).catch(() => []))))
    hash.update(`\0${names.sort().join("/")}`);
  return hash.digest("base64url");
}
