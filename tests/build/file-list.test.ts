// Every file the build emits, one a line, sorted, with content hashes masked, kept in a plain-text snapshot
// (__snapshots__/file-list.txt): a change to what dist/ holds shows in the diff of that file. After a deliberate
// change, `npx vitest run --project build tests/build/file-list.test.ts -u` rewrites it.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { outputFiles } from "../../src/content/outputs/output-files.ts";
import { routeRecords } from "../../src/content/shared/routes.ts";
import { listPublicFiles } from "../../scripts/shared/read-data.ts";
import { distDir } from "./helpers.ts";

/** The rows whose files go into the site (not the data folder). */
const siteOutputs = () => outputFiles.filter((file) => file.in !== "data");

/** The masks, most specific first: Vite's 8-character hashes (assets/, admin/assets/), the search index's 12 hex. */
const masks: [RegExp, string][] = [
  [/^((?:admin\/)?assets\/.+)-[\w-]{8}(\.\w+)$/, "$1-[hash]$2"],
  [/^(search\/.+)-[0-9a-f]{12}(\.json)$/, "$1-[hash]$2"],
];

/** `file` with its content hash, if any, replaced by `[hash]`. */
function maskHash(file: string): string {
  for (const [pattern, replacement] of masks) if (pattern.test(file)) return file.replace(pattern, replacement);
  return file;
}

it("masks only hashes", () => {
  expect(
    [
      "assets/app-DkSF9JXy.js",
      "assets/inter-latin-wght-normal-Dx4kXJAl.woff2",
      "assets/es-1U6bo-vN.js",
      "search/terms-_-1a6fadafde12.json",
      "search/index.json",
      "cards/post-a-b.png",
    ].map(maskHash),
  ).toEqual([
    "assets/app-[hash].js",
    "assets/inter-latin-wght-normal-[hash].woff2",
    "assets/es-[hash].js",
    "search/terms-_-[hash].json",
    "search/index.json",
    "cards/post-a-b.png",
  ]);
});

/** Every file in dist/, relative to it, with `/`. */
async function emittedFiles(): Promise<string[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

it("holds every file of the output table, and at its top only what the table, the pages and public/ explain", async () => {
  const files = await emittedFiles();
  for (const row of siteOutputs()) {
    if (row.folder)
      expect(
        files.some((file) => `/${file}`.startsWith(row.path)),
        row.path,
      ).toBe(true);
    else expect(files, row.path).toContain(row.path.slice(1));
  }
  const first = (name: string) => name.replace(/^\//, "").split("/")[0] ?? "";
  const explained = new Set([
    ...siteOutputs().map((row) => first(row.path)),
    ...[...(await listPublicFiles())].map(first),
    ...routeRecords.map((route) => first(route.pattern)).filter((name) => name && name !== "*"),
    "index.html",
    "page-data.json",
  ]);
  expect([...new Set(files.map(first))].filter((name) => !explained.has(name))).toEqual([]);
});

it("the emitted files match the snapshot", async () => {
  const files = await emittedFiles();
  expect(files.length).toBeGreaterThan(0);
  const list = files.map(maskHash).sort();
  await expect(`${list.join("\n")}\n`).toMatchFileSnapshot("__snapshots__/file-list.txt");
});
