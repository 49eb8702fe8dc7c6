// What the page template loads ahead: the JavaScript chunks each kind of page preloads (from Vite's manifest)
// and the font preloaded for the first paint.
import { readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { PageData } from "../../src/content/pages/index.ts";
import { withBase } from "../../src/content/paths.ts";

/** The page component module of each page kind, as imported by src/app/page-components.ts. */
export const pageModules: Record<Exclude<PageData["route"], "notFound">, string> = {
  home: "src/routes/home/home-page.tsx",
  blog: "src/routes/blog/blog-list-page.tsx",
  blogPage: "src/routes/blog/blog-list-page.tsx",
  post: "src/routes/blog/post-page.tsx",
  resources: "src/routes/resources/resources-page.tsx",
  category: "src/routes/resources/category-page.tsx",
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** Reads (and removes from the output) the manifest; returns the chunk URLs to preload per page kind. */
export async function readPageChunks(outDir: string, basePath: string): Promise<Record<string, string[]>> {
  const manifestDir = path.join(outDir, ".vite");
  const manifest = JSON.parse(await readFile(path.join(manifestDir, "manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  await rm(manifestDir, { recursive: true, force: true });
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loadedByEntry = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)]);
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const result: Record<string, string[]> = {};
  for (const [route, module] of Object.entries(pageModules)) {
    if (!manifest[module]) throw new Error(`Vite's manifest has no chunk for ${module}: is it still lazily imported in src/app/page-components.ts?`);
    const files = new Set<string>();
    collect(module, files);
    result[route] = [...files].filter((file) => !loadedByEntry.has(file)).map((file) => withBase(basePath, `/${file}`));
  }
  return result;
}

/** The Latin variable fonts every page uses for its first paint. */
const firstPaintFonts = [/^fraunces-latin-wght-normal-[\w-]+\.woff2$/];

/** Adds preload links for the first-paint fonts to the page template, so text does not wait for the stylesheet. */
export async function preloadFonts(template: string, outDir: string, basePath: string): Promise<string> {
  const assets = await readdir(path.join(outDir, "assets"));
  const links = firstPaintFonts.map((pattern) => {
    const file = assets.find((name) => pattern.test(name));
    if (!file) throw new Error(`No font file matching ${pattern} in the build: did the font imports in src/styles/index.css change?`);
    return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${withBase(basePath, `/assets/${file}`)}" />`;
  });
  return template.replace("<!--app-head-->", () => `${links.join("\n    ")}\n    <!--app-head-->`);
}
