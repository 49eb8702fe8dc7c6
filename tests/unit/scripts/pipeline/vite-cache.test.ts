// Vite's bundles are reused only for the very same inputs, and come back byte for byte as Vite wrote them.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restoreBundles, storeBundles } from "../../../../scripts/pipeline/vite-cache.ts";

let root: string;
/** What Vite reported the bundles were made of: the app's module (which imports a stylesheet). */
const modules = () => [path.join(root, "src/app.tsx")];
/** The bundles' settings: the project's data folder, for the site itself or a preview at `previewUrl`. */
const settings = (previewUrl?: string) => ({ root, dataDir: path.join(root, "data"), previewUrl });
const folders = () => ({ client: path.join(root, "out"), server: path.join(root, "server") });
/** Keeps the bundles now in `folders()`; the name of their entry. */
const store = async (previewUrl?: string) => {
  expect(await storeBundles(modules(), folders(), settings(previewUrl))).toBeNull();
  return JSON.stringify(await readdir(path.join(root, ".cache/vite")));
};
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
  await write("data/site.json", '{"url":"https://a.example/"}');
  await write("out/assets/app-1234.js", "console.log(1)");
  await write("server/entry-server.js", "export {}");
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the Vite bundle cache", () => {
  it("restores nothing before it stored, then what it stored, byte for byte", async () => {
    // Nothing kept yet: a cold build starts Vite without making a key (vite-builds.ts).
    expect(await restoreBundles(folders(), settings())).toBe(false);
    // Bundles said to be made of no module of the project are not kept: no change to a module would miss them.
    expect(await storeBundles([path.join(root, "node_modules/react/index.js")], folders(), settings())).toMatch(
      /no module/,
    );
    expect(await restoreBundles(folders(), settings())).toBe(false);
    await store();
    const sources = JSON.parse(await readFile(path.join(root, ".cache/vite/sources.json"), "utf8")) as string[];
    // The modules Vite reported with what they import, a stylesheet's @imports too.
    expect(sources).toEqual(expect.arrayContaining(["src/app.tsx", "src/app.css", "src/tokens.css"]));
    await rm(folders().client, { recursive: true });
    await write("server/stale.js", "left over");
    expect(await restoreBundles(folders(), settings())).toBe(true);
    expect(await readFile(path.join(root, "out/assets/app-1234.js"), "utf8")).toBe("console.log(1)");
    expect(await readFile(path.join(root, "server/entry-server.js"), "utf8")).toBe("export {}");
    await expect(readFile(path.join(root, "server/stale.js"))).rejects.toThrow();
  });

  it("misses after a change to any input: the sources, a file beside them, public/, the lockfile, the site file, a preview", async () => {
    const entries = new Set([await store()]);
    for (const [file, text] of [
      ["src/app.tsx", 'import "./app.css";\nexport const a = 2;'],
      ["src/tokens.css", ":root{--a:1}"],
      ["src/new-page.tsx", "export {}"],
      ["public/robots.txt", "User-agent: x"],
      ["package-lock.json", '{"v":2}'],
      ["data/site.json", '{"url":"https://a.example/sub/"}'],
    ]) {
      expect(await restoreBundles(folders(), settings())).toBe(true);
      await write(file!, text!);
      expect(await restoreBundles(folders(), settings())).toBe(false);
      entries.add(await store());
    }
    // A preview's bundles are built for its base path: the site's are not reused for it.
    expect(await restoreBundles(folders(), settings("https://a.example/pr-1/"))).toBe(false);
    entries.add(await store("https://a.example/pr-1/"));
    expect(entries.size).toBe(8);
    // Build outputs written in the project's root change nothing.
    await write("dist/index.html", "<p>");
    expect(await restoreBundles(folders(), settings())).toBe(true);
  });
});
