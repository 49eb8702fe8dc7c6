// Vite's bundles are reused only for the very same inputs, and come back byte for byte as Vite wrote them.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bundleKey,
  bundleSources,
  lastSources,
  restoreBundles,
  storeBundles,
} from "../../../../scripts/pipeline/vite-cache.ts";

let root: string;
const builder = () => path.join(root, "build.mjs");
/** What Vite reported the bundles were made of: the app's module (which imports a stylesheet). */
const sources = () => bundleSources([path.join(root, "src/app.tsx")], builder(), root);
/** The bundles' key for the project's data folder, for the site itself or a preview at `previewUrl`. */
const keyOf = async (previewUrl?: string) => bundleKey(await sources(), root, path.join(root, "data"), previewUrl);
const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "fp-vite-cache-"));
  await write("src/app.tsx", 'import "./app.css";\nexport const a = 1;');
  await write("src/app.css", '@import "./tokens.css";');
  await write("src/tokens.css", ":root{}");
  await write("public/robots.txt", "User-agent: *");
  await write("index.html", "<div id=root></div>");
  await write("package-lock.json", "{}");
  await write("build.mjs", "// builder");
  await write("data/site.json", '{"url":"https://a.example/"}');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the Vite bundle cache", () => {
  it("lists the modules Vite reported with what they import, a stylesheet's @imports too, and the builder", async () => {
    expect(await sources()).toEqual(
      expect.arrayContaining(["build.mjs", "src/app.tsx", "src/app.css", "src/tokens.css"]),
    );
  });

  it("changes its key with any input: the sources, a file beside them, public/, the lockfile, the site file, a preview", async () => {
    const first = await keyOf();
    expect(await keyOf()).toBe(first);
    const keys = new Set([first]);
    for (const [file, text] of [
      ["src/app.tsx", 'import "./app.css";\nexport const a = 2;'],
      ["src/tokens.css", ":root{--a:1}"],
      ["src/new-page.tsx", "export {}"],
      ["public/robots.txt", "User-agent: x"],
      ["package-lock.json", '{"v":2}'],
      ["data/site.json", '{"url":"https://a.example/sub/"}'],
    ]) {
      await write(file!, text!);
      keys.add(await keyOf());
    }
    keys.add(await keyOf("https://a.example/pr-1/"));
    expect(keys.size).toBe(8);
    // Build outputs written in the project's root change nothing.
    await write("dist/index.html", "<p>");
    expect(await keyOf()).toBe(await keyOf());
    expect(keys.has(await keyOf())).toBe(true);
  });

  it("restores what it stored, byte for byte, and nothing for a key it never saw", async () => {
    const key = await keyOf();
    const out = path.join(root, "out");
    const server = path.join(root, "server");
    await write("out/assets/app-1234.js", "console.log(1)");
    await write("server/entry-server.js", "export {}");
    expect(await restoreBundles(key, out, server, root)).toBe(false);
    // Nothing kept yet: a cold build starts Vite without making a key (vite-builds.ts).
    expect(await lastSources(root)).toBeNull();
    expect(await storeBundles(key, await sources(), out, server, root)).toBe(true);
    expect(await lastSources(root)).toEqual(await sources());
    await rm(out, { recursive: true });
    await write("server/stale.js", "left over");
    expect(await restoreBundles(key, out, server, root)).toBe(true);
    expect(await readFile(path.join(out, "assets/app-1234.js"), "utf8")).toBe("console.log(1)");
    expect(await readFile(path.join(server, "entry-server.js"), "utf8")).toBe("export {}");
    await expect(readFile(path.join(server, "stale.js"))).rejects.toThrow();
  });
});
