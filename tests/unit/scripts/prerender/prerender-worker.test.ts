// The prerender's worker threads keep each page they write in the page cache of the build's project (its setup's
// `root`, sent as the workers' data), whatever folder the build's process runs in.
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cacheFolder } from "../../../../scripts/cache/store.ts";
import type { CachedPage } from "../../../../scripts/prerender/page-cache.ts";
import type { PageJob, PageSetup } from "../../../../scripts/prerender/write-page.ts";
import { loadSiteFile } from "../../../../scripts/shared/site-file.ts";
import { workerPool } from "../../../../scripts/shared/worker-pool.ts";

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("the prerender's workers", () => {
  it("keep the pages they write in the page cache of the project at their setup's root", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "fp-worker-root-"));
    const outDir = await mkdtemp(path.join(tmpdir(), "fp-worker-out-"));
    made.push(root, outDir);
    // A stand-in for the SSR bundle: the workers import its `render`.
    const serverEntry = path.join(root, "entry-server.mjs");
    await writeFile(serverEntry, "export const render = async (path) => `<main><h1>Page ${path}</h1></main>`;\n");
    const setup: PageSetup = {
      root,
      outDir,
      template: "<!doctype html><html><head><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>",
      site: loadSiteFile(path.resolve("data")),
    };
    const pool = workerPool<PageJob[], CachedPage[]>({
      module: new URL("../../../../scripts/prerender/prerender-worker.ts", import.meta.url),
      size: 1,
      workerData: { ...setup, serverEntry },
    });
    const entry = `worker-root-${process.pid}-${Date.now()}`;
    try {
      await pool.run([{ path: "/", json: "{}", modules: [], applyModules: [], entry }]);
    } finally {
      await pool.close();
    }
    // The entry is the written page itself (a hard link), in the project's cache, not in the working folder's.
    const kept = path.join(cacheFolder("pages", root), `${entry}.html`);
    expect((await stat(kept)).ino).toBe((await stat(path.join(outDir, "index.html"))).ino);
    expect(await stat(path.join(cacheFolder("pages", process.cwd()), `${entry}.html`)).catch(() => null)).toBeNull();
  });
});
