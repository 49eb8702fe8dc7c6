// Vite's bundles are reused only for the very same inputs, and come back byte for byte as Vite wrote them.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleKey, keptBundles, restoreBundles, storeBundles } from "../../../../scripts/pipeline/vite-cache.ts";

let root: string;
const builder = () => path.join(root, "build.mjs");
const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "fp-vite-cache-"));
  await write("src/app.tsx", "export const a = 1;");
  await write("public/robots.txt", "User-agent: *");
  await write("index.html", "<div id=root></div>");
  await write("package-lock.json", "{}");
  await write("build.mjs", "// builder");
  await write("data/site.json", '{"url":"https://a.example/"}');
  process.env.DATA_DIR = path.join(root, "data");
});
afterAll(async () => {
  delete process.env.DATA_DIR;
  await rm(root, { recursive: true, force: true });
});

describe("the Vite bundle cache", () => {
  it("changes its key with any input: the source, public/, the lockfile, the site file", async () => {
    const first = await bundleKey(builder(), root);
    expect(await bundleKey(builder(), root)).toBe(first);
    const keys = new Set([first]);
    for (const [file, text] of [
      ["src/app.tsx", "export const a = 2;"],
      ["src/new.css", "a{}"],
      ["public/robots.txt", "User-agent: x"],
      ["package-lock.json", '{"v":2}'],
      ["data/site.json", '{"url":"https://a.example/sub/"}'],
    ]) {
      await write(file!, text!);
      keys.add(await bundleKey(builder(), root));
    }
    expect(keys.size).toBe(6);
  });

  it("restores what it stored, byte for byte, and nothing for a key it never saw", async () => {
    const key = await bundleKey(builder(), root);
    const out = path.join(root, "out");
    const server = path.join(root, "server");
    await write("out/assets/app-1234.js", "console.log(1)");
    await write("server/entry-server.js", "export {}");
    expect(await restoreBundles(key, out, server, root)).toBe(false);
    // Nothing kept yet: a cold build starts Vite without waiting for the key (vite-builds.ts).
    expect(keptBundles(root)).toBe(false);
    await storeBundles(key, out, server, root);
    expect(keptBundles(root)).toBe(true);
    await rm(out, { recursive: true });
    await write("server/stale.js", "left over");
    expect(await restoreBundles(key, out, server, root)).toBe(true);
    expect(await readFile(path.join(out, "assets/app-1234.js"), "utf8")).toBe("console.log(1)");
    expect(await readFile(path.join(server, "entry-server.js"), "utf8")).toBe("export {}");
    await expect(readFile(path.join(server, "stale.js"))).rejects.toThrow();
  });
});
