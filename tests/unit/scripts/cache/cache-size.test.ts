// The cache stays small (issue 44 item 5): scripts/cache/ and every `*-cache.ts` module of scripts/ (the bundles',
// pages', body checks' and search texts' entries) hold at most 600 lines together.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const scripts = new URL("../../../../scripts/", import.meta.url).pathname;
const limit = 600;

/** The cache's modules: every module in scripts/cache/, and each `*-cache.ts` elsewhere in scripts/. */
const cacheModules = () =>
  readdirSync(scripts, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.[cm]?[jt]s$/.test(file))
    .filter((file) => file.split(path.sep)[0] === "cache" || /-cache\.[cm]?[jt]s$/.test(path.basename(file)))
    .sort();

describe("the cache's size", () => {
  it(`is at most ${limit} lines across its modules`, () => {
    const lines = cacheModules().map((file) => [file, readFileSync(path.join(scripts, file), "utf8").trimEnd()]);
    const counts = lines.map(([file, text]) => `${file} ${text!.split("\n").length}`);
    // The store, the keys, the pack, the bundles, and the pages', Vite's, body checks' and search texts' entries.
    expect(counts.length, counts.join("\n")).toBeGreaterThanOrEqual(8);
    const total = counts.reduce((sum, row) => sum + Number(row.split(" ")[1]), 0);
    expect(total, counts.join("\n")).toBeLessThanOrEqual(limit);
  });
});
