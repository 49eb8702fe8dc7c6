// The validation speed-ups around the sanitiser: the remembered bodies and the parallel first check must give
// exactly what sanitising each body afresh gives.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoizedSanitizer, readSanitizeCache, sanitizeForStore, writeSanitizeCache } from "../../scripts/lib/sanitize-cache.ts";
import { sanitizeInParallel } from "../../scripts/lib/sanitize-parallel.ts";
import { sanitizePostHtml } from "../../src/content/sanitize.ts";

const clean = "<h2>Why</h2>\n<p>Plain <strong>prose</strong> with <a href=\"https://example.com/\">a link</a>.</p>\n";
const dirty = "<p onclick=\"steal()\">Hi</p>\n<script>alert(1)</script>\n<p>Bye</p>\n";
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "sanitize-cache-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("memoizedSanitizer", () => {
  it("returns what sanitizePostHtml returns, for a clean and a dirty body, first time and remembered", () => {
    const first = memoizedSanitizer();
    expect(first.sanitize(clean)).toEqual(sanitizePostHtml(clean));
    expect(first.sanitize(dirty)).toEqual(sanitizePostHtml(dirty));
    expect(first.changed()).toBe(true);
    const again = memoizedSanitizer(first.used);
    expect(again.sanitize(clean)).toEqual(sanitizePostHtml(clean));
    expect(again.sanitize(dirty)).toEqual(sanitizePostHtml(dirty));
    expect(again.changed()).toBe(false);
  });

  it("keeps a body the sanitiser leaves alone as its removals only, and a changed one with its clean HTML", () => {
    expect(sanitizeForStore(clean)).toEqual({ removals: [] });
    const stored = sanitizeForStore(dirty);
    expect(stored.html).toBe(sanitizePostHtml(dirty).html);
    expect(stored.removals.map((removal) => removal.message).join("\n")).toMatch(/event-handler attribute `onclick`[\s\S]*<script> is not allowed/);
  });

  it("uses bodies sanitised ahead of the check, and then needs writing", () => {
    const fresh = new Map([["key-of-clean", { removals: [] }]]);
    const memo = memoizedSanitizer(new Map(), fresh, () => "key-of-clean");
    expect(memo.sanitize(clean)).toEqual({ html: clean, removals: [] });
    expect(memo.changed()).toBe(true);
  });

  it("says nothing changed when the same bodies are checked, and something did when one is gone", () => {
    const first = memoizedSanitizer();
    first.sanitize(clean);
    first.sanitize(dirty);
    const fewer = memoizedSanitizer(first.used);
    fewer.sanitize(clean);
    expect(fewer.changed()).toBe(true);
  });
});

describe("the cache file", () => {
  it("round-trips what was used", async () => {
    const file = path.join(dir, "round-trip.json");
    const memo = memoizedSanitizer();
    memo.sanitize(clean);
    memo.sanitize(dirty);
    await writeSanitizeCache(file, memo.used);
    expect(await readSanitizeCache(file)).toEqual(memo.used);
  });

  it("is ignored when it was written by another version of the sanitiser, or is damaged", async () => {
    const file = path.join(dir, "other-version.json");
    const memo = memoizedSanitizer();
    memo.sanitize(clean);
    await writeSanitizeCache(file, memo.used);
    const written = JSON.parse(await readFile(file, "utf8")) as { version: string };
    await writeFile(file, JSON.stringify({ ...written, version: "another" }));
    expect((await readSanitizeCache(file)).size).toBe(0);
    await writeFile(file, "{ not json");
    expect((await readSanitizeCache(file)).size).toBe(0);
  });
});

describe("sanitizeInParallel", () => {
  it("gives the same results, in the same order, as sanitising one body after another (with worker threads)", async () => {
    // Enough bodies to start workers (and dirty ones at both ends, so a misplaced share would show).
    const bodies = Array.from({ length: 900 }, (_, i) => (i % 7 === 0 ? `${dirty}<p>${i}</p>` : `${clean}<p>${i}</p>`));
    expect(await sanitizeInParallel(bodies)).toEqual(bodies.map(sanitizeForStore));
  });

  it("works in-process for a few bodies", async () => {
    expect(await sanitizeInParallel([clean, dirty])).toEqual([sanitizeForStore(clean), sanitizeForStore(dirty)]);
  });
});
