// Code keys come from the module graph: moving, changing or removing a module that the work imports changes the key;
// a file nothing imports does not.
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bundleCache } from "../../../../scripts/cache/bundles.ts";
import { importClosure } from "../../../../scripts/cache/code-key.ts";

let root: string;
const at = (file: string) => path.join(root, file);
const write = async (file: string, text: string) => {
  await mkdir(path.dirname(at(file)), { recursive: true });
  await writeFile(at(file), text);
};
/** The key from a fresh module: `codeKey` makes a key once per process, for code that cannot change while it runs. */
const key = async () => {
  vi.resetModules();
  const { codeKey } = await import("../../../../scripts/cache/code-key.ts");
  return codeKey(root, at("phase.ts"));
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "fp-code-key-"));
  await write("phase.ts", 'import { words } from "./text/words.ts";\nexport const run = () => words("a b");\n');
  await write("text/words.ts", 'import { split } from "./split.ts";\nexport const words = split;\n');
  await write(
    "text/split.ts",
    'import type { Site } from "../types.ts";\nexport const split = (t: string) => t.split(" ");\n',
  );
  await write("types.ts", "export interface Site { url: string }\n");
  await write("unrelated.ts", "export const other = 1;\n");
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("code keys", () => {
  it("follow the imports of the entry, type imports too, and nothing else", async () => {
    const files = [...(await importClosure([at("phase.ts")])).files.keys()].map((file) => path.relative(root, file));
    expect(files.sort()).toEqual(["phase.ts", "text/split.ts", "text/words.ts", "types.ts"]);
  });

  it("change when a module the phase depends on moves (its import updated)", async () => {
    const before = await key();
    await mkdir(at("shared"));
    await rename(at("text/split.ts"), at("shared/split.ts"));
    await write(
      "shared/split.ts",
      'import type { Site } from "../types.ts";\nexport const split = (t: string) => t.split(" ");\n',
    );
    await write("text/words.ts", 'import { split } from "../shared/split.ts";\nexport const words = split;\n');
    expect(await key()).not.toBe(before);
  });

  it("change when a dependency's content changes or it is removed, and not for a file nothing imports", async () => {
    const before = await key();
    await write("unrelated.ts", "export const other = 2;\n");
    expect(await key()).toBe(before);
    await write("types.ts", "export interface Site { url: string; name: string }\n");
    const changed = await key();
    expect(changed).not.toBe(before);
    await rm(at("types.ts"));
    expect(await key()).not.toBe(changed);
  });

  it("count a package by the lockfile, and follow dynamic imports and a stylesheet's @imports", async () => {
    await write("phase.ts", 'import "zod";\nimport "./a.css";\nexport const later = () => import("./late.ts");\n');
    await write("a.css", '@import "./tokens.css";\n');
    await write("tokens.css", ":root{}\n");
    await write("late.ts", "export {}\n");
    const { files, packages } = await importClosure([at("phase.ts")]);
    expect(packages).toBe(true);
    expect([...files.keys()].map((file) => path.relative(root, file)).sort()).toEqual([
      "a.css",
      "late.ts",
      "phase.ts",
      "tokens.css",
    ]);
  });

  it("list a bundle's sources from Vite's modules, and hash them with the names in their folders", async () => {
    const modules = [at("phase.ts"), "\0virtual:site", path.join(root, "node_modules/react/index.js")];
    const bundles = bundleCache("vite", { project: root, code: [] });
    expect(await bundles.restore()).toBeNull();
    const { folder } = await bundles.store(modules, (entry) => writeFile(path.join(entry, "app.js"), ""));
    const sources = JSON.parse(await readFile(path.join(root, ".cache/vite/sources.json"), "utf8")) as string[];
    expect(sources.sort()).toEqual(["phase.ts", "text/split.ts", "text/words.ts", "types.ts"]);
    expect(await bundles.restore()).toBe(folder);
    await write("text/new-page.tsx", "export {}\n"); // what import.meta.glob would find beside them
    expect(await bundles.restore()).toBeNull();
  });
});
