// The data check's speed-ups around post bodies: remembered checks, the cache file and the parallel first check
// must give exactly what checking each body afresh gives.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyCache } from "../../../../scripts/check/body-cache.ts";
import { readyBodies, rememberedBodyChecks } from "../../../../scripts/check/body-checks.ts";
import { readyBodyFiles } from "../../../../scripts/check/body-checks-parallel.ts";
import { loadDataFolder } from "../../../../scripts/check/check-data.ts";
import { checkPostBody } from "../../../../src/content/body/post-body.ts";

const clean = '<h2>Why</h2>\n<p>Plain <strong>prose</strong> with <a href="https://example.com/">a link</a>.</p>\n';
const dirty = '<p onclick="steal()">Hi</p>\n<script>alert(1)</script>\n<p>Bye</p>\n';
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "body-checks-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("rememberedBodyChecks", () => {
  it("returns what checkPostBody returns, for a clean and a dirty body, first time and remembered", () => {
    const first = rememberedBodyChecks();
    expect(first.checkBody(clean, "posts/a.html")).toEqual(checkPostBody(clean));
    expect(first.checkBody(dirty, "posts/b.html")).toEqual(checkPostBody(dirty));
    expect(first.changed()).toBe(true);
    const again = rememberedBodyChecks(new Map(), first.used);
    expect(again.checkBody(clean, "posts/a.html")).toEqual(checkPostBody(clean));
    expect(again.checkBody(dirty, "posts/b.html")).toEqual(checkPostBody(dirty));
    expect(again.changed()).toBe(false);
  });

  it("uses a body checked ahead only when its text is the one being checked", () => {
    const [made] = readyBodies(["posts/a.html"], () => clean, new Set());
    const memo = rememberedBodyChecks(new Map([["posts/a.html", made!]]));
    expect(memo.checkBody(clean, "posts/a.html")).toEqual(checkPostBody(clean));
    expect(memo.checkBody(dirty, "posts/a.html")).toEqual(checkPostBody(dirty));
    expect(memo.changed()).toBe(true);
  });

  it("says something changed when a remembered body is gone", () => {
    const first = rememberedBodyChecks();
    first.checkBody(clean, "posts/a.html");
    first.checkBody(dirty, "posts/b.html");
    const fewer = rememberedBodyChecks(new Map(), first.used);
    fewer.checkBody(clean, "posts/a.html");
    expect(fewer.changed()).toBe(true);
  });
});

/** What is remembered of a body read ahead of the data check. */
const storeBodyCheck = (text: string) => readyBodies(["body.html"], () => text, new Set())[0]!.stored!;

describe("a body's check as remembered", () => {
  it("keeps a body the sanitiser leaves alone as its removals and words only, and a changed one with its clean HTML", () => {
    // The links are kept with it: whether each leads to a page is decided on every run, against that run's pages.
    expect(storeBodyCheck(clean)).toEqual({
      removals: [],
      words: 7,
      links: [{ href: "https://example.com/", offset: clean.indexOf("https://example.com/") }],
    });
    const stored = storeBodyCheck(dirty);
    expect(stored.html).toBe(checkPostBody(dirty).html);
    expect(stored.removals.map((removal) => removal.message).join("\n")).toMatch(
      /event-handler attribute `onclick`[\s\S]*<script> is not allowed/,
    );
  });
});

describe("the cache file", () => {
  it("round-trips what was used", async () => {
    const cache = bodyCache(dir, path.join(dir, "round-trip"));
    const memo = rememberedBodyChecks();
    memo.checkBody(clean, "posts/a.html");
    memo.checkBody(dirty, "posts/b.html");
    await cache.write(memo.used);
    expect(cache.file.startsWith(path.join(dir, ".cache", "bodies"))).toBe(true);
    expect(await bodyCache(dir, path.join(dir, "round-trip")).read()).toEqual(memo.used);
  });

  it("is ignored when it was written by another version of the checks, or is damaged", async () => {
    const cache = bodyCache(dir, path.join(dir, "other-version"));
    const memo = rememberedBodyChecks();
    memo.checkBody(clean, "posts/a.html");
    await cache.write(memo.used);
    const written = JSON.parse(await readFile(cache.file, "utf8")) as { version: string };
    await writeFile(cache.file, JSON.stringify({ ...written, version: "another" }));
    expect((await cache.read()).size).toBe(0);
    await writeFile(cache.file, "{ not json");
    expect((await cache.read()).size).toBe(0);
  });
});

describe("readyBodyFiles", () => {
  // Enough bodies to start workers, dirty ones spread through (a misplaced result would show), some known.
  const bodies = Array.from({ length: 900 }, (_, i) => (i % 7 === 0 ? `${dirty}<p>${i}</p>` : `${clean}<p>${i}</p>`));
  const paths = bodies.map((_, i) => `posts/p${i}.html`);
  const read = (file: string) => bodies[Number(/\d+/.exec(file)?.[0])] ?? "";

  beforeAll(async () => {
    await mkdir(path.join(dir, "posts"), { recursive: true });
    await Promise.all(paths.map((file) => writeFile(path.join(dir, file), read(file))));
  });

  it("gives what checking one body after another gives, with worker threads", async () => {
    const known = new Set(readyBodies(paths.slice(0, 50), read, new Set()).map((body) => body.key));
    const { bodies: ready, byWorkers } = await readyBodyFiles(dir, paths, known);
    const byPath = (list: typeof ready) => [...list].sort((a, b) => a.path.localeCompare(b.path));
    expect(byPath(ready)).toEqual(byPath(readyBodies(paths, read, known)));
    expect(ready.filter((body) => body.stored === undefined)).toHaveLength(50);
    expect(byWorkers).toBeLessThanOrEqual(paths.length);
  });

  it("hands every chunk to the workers when this thread stays out (the worker protocol itself)", async () => {
    const { bodies: ready, byWorkers } = await readyBodyFiles(dir, paths, new Set(), { thisThreadToo: false });
    expect(byWorkers).toBe(paths.length);
    expect([...ready].sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      readyBodies(paths, read, new Set()).sort((a, b) => a.path.localeCompare(b.path)),
    );
  });

  it("works in-process for a few bodies", async () => {
    expect(await readyBodyFiles(dir, paths.slice(0, 3), new Set())).toEqual({
      bodies: readyBodies(paths.slice(0, 3), read, new Set()),
      byWorkers: 0,
    });
  });

  it("fails with the read error, rather than hanging, when a body cannot be read", async () => {
    await expect(readyBodyFiles(dir, [...paths, "posts/missing.html"], new Set())).rejects.toThrow(/ENOENT/);
  });
});

describe("loadDataFolder", () => {
  it("reports a removal at its line whether the body was checked just now or remembered", async () => {
    const tree = path.join(dir, "tree");
    await cp(path.resolve("tests/fixtures/valid"), tree, { recursive: true });
    const body = (await readdir(path.join(tree, "posts"))).find((name) => name.endsWith(".html")) ?? "";
    await writeFile(path.join(tree, "posts", body), `<p>Fine.</p>\n${dirty}`);
    const messages = async () =>
      (await loadDataFolder(tree, { root: dir })).problems.map(
        (p) => `${p.file.split("/").pop()}:${p.line} ${p.message.slice(0, 40)}`,
      );
    const first = await messages();
    expect(first).toEqual([
      `${body}:2 event-handler attribute \`onclick\` on <p>`,
      `${body}:3 <script> is not allowed in a post body: `,
    ]);
    expect(await messages()).toEqual(first);
    await rm(bodyCache(dir, tree).file, { force: true });
  });
});

describe("readyBodyFiles with Markdown bodies", () => {
  const markdown = Array.from(
    { length: 450 },
    (_, i) => `## Part ${i}\n\nSome **bold** words and \`code\`.\n\n${i % 9 === 0 ? "<script>x</script>\n" : ""}`,
  );
  const mdPaths = markdown.map((_, i) => `posts/m${i}.md`);
  const read = (file: string) => markdown[Number(/\d+/.exec(file)?.[0])] ?? "";

  beforeAll(async () => {
    await mkdir(path.join(dir, "posts"), { recursive: true });
    await Promise.all(mdPaths.map((file) => writeFile(path.join(dir, file), read(file))));
  });

  it("renders them in worker threads exactly as this thread does", { timeout: 60_000 }, async () => {
    const { bodies: ready, byWorkers } = await readyBodyFiles(dir, mdPaths, new Set(), { thisThreadToo: false });
    expect(byWorkers).toBe(mdPaths.length);
    const byPath = (list: typeof ready) => [...list].sort((a, b) => a.path.localeCompare(b.path));
    expect(byPath(ready)).toEqual(byPath(readyBodies(mdPaths, read, new Set())));
    expect(ready.find((body) => body.path === "posts/m9.md")?.stored?.removals).toHaveLength(1);
  });
});
