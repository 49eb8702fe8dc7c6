// Every input of the build arrives through BuildOptions (scripts/pipeline/run-build.ts): no module the build loads
// reads the environment, the working folder or the arguments, but the few listed below, each with its reason. The
// closure is followed from the command line through static and dynamic imports and `new URL("./x", import.meta.url)`
// (the modules started as workers and child processes, and Vite's config).
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");

/** The files of the build's closure that may read process.env, process.cwd() or process.argv, and why. */
const allowed: Record<string, string> = {
  "scripts/build.ts": "the command line: it reads the environment and builds the BuildOptions",
  "scripts/shared/environment.ts": "the command lines' reader of the environment (only they import it: see below)",
  "scripts/shared/child-env.ts": "a child process's environment is the parent's passed on (PATH, HOME, the locale)",
  "scripts/pipeline/vite-build.mjs":
    "the command line of Vite's process: the folders of the bundles it builds are its arguments",
  "scripts/shared/ts-worker.cjs": "a worker's starter: the module it runs is its argument",
};

/** The modules that may import environment.ts: command lines and the entries of Vite's processes, never the build. */
const readsEnvironment = [
  /^scripts\/(build|cms|new-post|write-schemas)\.ts$/,
  /^scripts\/check\/(validate|check-links)\.ts$/,
  /^scripts\/preview\/failed-preview\.ts$/,
  /^scripts\/measure\//,
  // Vite's processes: the build's (its parent sets DATA_DIR and PREVIEW_URL from the options), the dev server's.
  /^scripts\/vite\/build\.config\.ts$/,
  /^vite(st)?\.config\.ts$/,
];

/** Code without its comments (a comment may name process.env), a line's trailing comment kept: it may be a URL. */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

/** The project files `file` loads: relative imports, dynamic imports, files named by `new URL(…, import.meta.url)`. */
function loads(file: string): string[] {
  const text = codeOf(readFileSync(path.join(root, file), "utf8"));
  const specifiers = [
    ...text.matchAll(/(?:\bfrom|\bimport\(?)\s*["'](\.{1,2}\/[^"']+)["']/g),
    ...text.matchAll(/new URL\(\s*["'](\.{1,2}\/[^"']+)["'],\s*import\.meta\.url\)/g),
  ].map((match) => match[1]!);
  return specifiers
    .map((specifier) => path.relative(root, path.resolve(path.dirname(path.join(root, file)), specifier)))
    .filter((found) => !found.startsWith("node_modules") && /\.(ts|tsx|mjs|cjs|js)$/.test(found))
    .filter((found) => existsSync(path.join(root, found)))
    .map((found) => found.split(path.sep).join("/"));
}

/** Every project file the build loads, from its command line. */
function buildClosure(): Set<string> {
  const seen = new Set<string>();
  const queue = ["scripts/build.ts"];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...loads(file));
  }
  return seen;
}

/** Each read of the process's environment, working folder or arguments in `file`: assignments are not reads. */
function ambientReads(file: string): string[] {
  const text = codeOf(readFileSync(path.join(root, file), "utf8"));
  return [
    ...text.matchAll(/process\.env\b(?!\.\w+\s*=[^=])[^\n]*|process\.(cwd|argv)\b[^\n]*/g),
    ...text.matchAll(/\{[^}]*\b(env|cwd|argv)\b[^}]*\}\s*(=\s*process\b|from\s*["'](node:)?process["'])[^\n]*/g),
  ].map((match) => `${file}: ${match[0].trim()}`);
}

describe("the build's inputs", () => {
  const closure = buildClosure();

  it("follows the build's modules into its workers, child processes and Vite's config", () => {
    for (const file of [
      "scripts/pipeline/run-build.ts",
      "scripts/pipeline/build-phases.ts",
      "scripts/prerender/prerender-worker.ts",
      "scripts/pipeline/image-encoder.ts",
      "scripts/cards/card-drawer.ts",
      "scripts/pipeline/vite-build.mjs",
      "scripts/vite/build.config.ts",
      "scripts/vite/site-plugin.ts",
      "src/content/site/load.ts",
    ])
      expect(closure, file).toContain(file);
  });

  it("are read from the environment, the working folder and the arguments only by the files allowed to", () => {
    const reads = [...closure].filter((file) => !(file in allowed)).flatMap(ambientReads);
    expect(reads).toEqual([]);
  });

  it("keeps its list of exceptions short and current: each is in the build and still reads", () => {
    for (const file of Object.keys(allowed)) {
      expect(closure, file).toContain(file);
      expect(ambientReads(file), file).not.toEqual([]);
    }
  });

  it("lets only command lines and Vite's entries import the environment's reader", () => {
    const files = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
        .filter((name) => /\.(ts|tsx|mjs|cjs)$/.test(name))
        .map((name) => path.join(dir, name).split(path.sep).join("/"));
    const importers = [...files("scripts"), ...files("src"), "vite.config.ts", "vitest.config.ts"].filter((file) =>
      loads(file).includes("scripts/shared/environment.ts"),
    );
    expect(importers).toContain("scripts/build.ts");
    expect(importers.filter((file) => !readsEnvironment.some((pattern) => pattern.test(file)))).toEqual([]);
  });
});
