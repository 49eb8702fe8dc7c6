// The preload map: from Vite's manifest, the modules boot.ts preloads for each kind of page.
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readPageChunks } from "../../../../scripts/prerender/page-assets.ts";

/** A manifest as Vite writes it: the boot entry, the app, a shared chunk, each page module and the application. */
const manifest = {
  "src/boot.ts": { file: "assets/boot.js", isEntry: true, imports: ["_theme.js"] },
  "_theme.js": { file: "assets/theme.js" },
  "src/entry-client.tsx": { file: "assets/app.js", imports: ["_theme.js", "_shared.js"] },
  "_shared.js": { file: "assets/shared.js" },
  "src/routes/home/home-page.tsx": { file: "assets/home.js", imports: ["_shared.js", "_cards.js"] },
  "_cards.js": { file: "assets/cards.js" },
  "src/routes/home/application/fellowship-application.tsx": {
    file: "assets/apply.js",
    imports: ["_cards.js", "_form.js"],
  },
  "_form.js": { file: "assets/form.js" },
  "src/routes/blog/blog-list-page.tsx": { file: "assets/blog.js", imports: ["_cards.js"] },
  "src/routes/blog/tags-page.tsx": { file: "assets/tags.js" },
  "src/routes/blog/tag-page.tsx": { file: "assets/tag.js", imports: ["_cards.js"] },
  "src/routes/blog/post-page.tsx": { file: "assets/post.js" },
  "src/routes/resources/resources-page.tsx": { file: "assets/resources.js" },
  "src/routes/resources/category-page.tsx": { file: "assets/category.js" },
};

let outDir = "";
afterEach(() => rm(outDir, { recursive: true, force: true }));

async function chunksFrom(files: object, basePath = "/") {
  outDir = await mkdtemp(path.join(tmpdir(), "page-assets-"));
  await mkdir(path.join(outDir, ".vite"));
  await writeFile(path.join(outDir, ".vite", "manifest.json"), JSON.stringify(files));
  return readPageChunks(outDir, basePath);
}

describe("readPageChunks", () => {
  it("preloads the app, then each page kind's own chunk and its imports, never what the boot script loads", async () => {
    const chunks = await chunksFrom(manifest);
    const app = ["/assets/app.js", "/assets/shared.js"];
    expect(chunks.notFound).toEqual({ modules: app, applyModules: [] });
    expect(chunks.home).toEqual({
      modules: [...app, "/assets/home.js", "/assets/cards.js"],
      applyModules: ["/assets/apply.js", "/assets/form.js"],
    });
    expect(chunks.blog.modules).toEqual([...app, "/assets/blog.js", "/assets/cards.js"]);
    expect(chunks.blogPage).toEqual(chunks.blog);
    expect(chunks.tags.modules).toEqual([...app, "/assets/tags.js"]);
    expect(chunks.tag.modules).toEqual([...app, "/assets/tag.js", "/assets/cards.js"]);
    expect(chunks.tagPage).toEqual(chunks.tag);
    expect(chunks.post).toEqual({ modules: [...app, "/assets/post.js"], applyModules: [] });
    expect(chunks.resources.modules).toEqual([...app, "/assets/resources.js"]);
    expect(chunks.category.modules).toEqual([...app, "/assets/category.js"]);
  });

  it("writes the addresses under the site's base path, and removes the manifest from the output", async () => {
    const chunks = await chunksFrom(manifest, "/site/");
    expect(chunks.post.modules).toEqual(["/site/assets/app.js", "/site/assets/shared.js", "/site/assets/post.js"]);
    await expect(stat(path.join(outDir, ".vite"))).rejects.toThrow("ENOENT");
  });

  it("says which module is missing when a page's chunk is not in the manifest", async () => {
    const { "src/routes/blog/post-page.tsx": _post, ...withoutPost } = manifest;
    await expect(chunksFrom(withoutPost)).rejects.toThrow(
      "Vite's manifest has no chunk for src/routes/blog/post-page.tsx",
    );
  });
});
