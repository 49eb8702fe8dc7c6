// Builds data trees from tests/fixtures: the valid tree with overlays applied (see tests/fixtures/README.md).
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DataFile } from "../../../src/content/site/load.ts";
import { readDataFiles } from "../../../scripts/shared/read-data.ts";

export const fixturesDir = path.resolve(import.meta.dirname, "../../fixtures");

/** The file in an overlay that lists paths (one per line) to delete from the valid tree. */
const removeListName = "_remove.txt";

/** Names of the overlay folders in `tests/fixtures/<kind>/`. */
export async function overlayNames(kind: "invalid" | "warnings"): Promise<string[]> {
  const entries = await readdir(path.join(fixturesDir, kind), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The valid tree with each overlay (e.g. `invalid/json-comment`) applied in order, as `loadContent` takes it. */
export async function readFixtureTree(...overlays: string[]): Promise<DataFile[]> {
  const files = new Map((await readDataFiles(path.join(fixturesDir, "valid"))).map((file) => [file.path, file]));
  for (const overlay of overlays) {
    for (const file of await readDataFiles(path.join(fixturesDir, overlay))) {
      if (file.path === removeListName) {
        for (const removed of file.text
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean))
          files.delete(removed);
      } else files.set(file.path, file);
    }
  }
  return [...files.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** Writes the tree `readFixtureTree` builds into `targetDir`, for tests that run the scripts on a folder. */
export async function writeFixtureTree(targetDir: string, ...overlays: string[]): Promise<void> {
  for (const file of await readFixtureTree(...overlays)) {
    const target = path.join(targetDir, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.text);
  }
}
