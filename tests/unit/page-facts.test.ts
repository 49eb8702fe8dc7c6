// The page verifier's reader: what it finds in a page, and the same answers from worker threads on a big site.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFacts, readPagesFacts } from "../../scripts/lib/page-facts.ts";
import type { Site } from "../../src/content/types.ts";

const site = { url: "https://site.example/", origin: "https://site.example", basePath: "/" } as Site;
const page = (i: number) => `<!doctype html><html><head><title>Page ${i}</title><meta name="description" content="About ${i}">` +
  `<link rel="canonical" href="https://site.example/p/${i}"></head><body><main id="main"><a href="/p/${i + 1}">next</a>` +
  `${i % 50 === 0 ? "<title>second</title>" : ""}</main><script type="application/json" id="page-data" data-modules="/assets/a.js /assets/b.js">{}</script></body></html>`;
const sitePaths = Array.from({ length: 450 }, (_, i) => `/p/${i}`);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "page-facts-"));
  for (const [i, sitePath] of sitePaths.entries()) {
    await mkdir(path.join(dir, sitePath), { recursive: true });
    await writeFile(path.join(dir, sitePath, "index.html"), page(i));
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("page facts", () => {
  it("lists a page's ids and links (with the modules it preloads) and the problems of its head", () => {
    const [first, second] = readFacts({ outDir: dir, sitePaths: ["/p/0", "/p/1"], site, known: [] });
    expect(first?.facts?.headProblems).toEqual(["expected exactly one <title> inside <head>, found 2 (1 in <head>)"]);
    expect(second?.facts).toEqual({ headProblems: [], ids: ["main", "page-data"], links: ["https://site.example/p/1", "/p/2", "/assets/a.js", "/assets/b.js"] });
  });

  it("skips reading a page whose key is known", () => {
    const [read] = readFacts({ outDir: dir, sitePaths: ["/p/3"], site, known: [] });
    const [again] = readFacts({ outDir: dir, sitePaths: ["/p/3"], site, known: [read?.key ?? ""] });
    expect(again).toEqual({ key: read?.key });
  });

  it("gives the same answers, in order, from worker threads as in-process", async () => {
    expect(await readPagesFacts(dir, sitePaths, site, [])).toEqual(readFacts({ outDir: dir, sitePaths, site, known: [] }));
  });
});
