// What a page loads ahead: the JavaScript modules each kind of page runs (from Vite's manifest, preloaded by
// boot.ts after the first paint) and the font preloaded for the first paint.
import { readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { PageData } from "../../src/content/pages/list-pages.ts";
import { withBase } from "../../src/content/shared/paths.ts";
import { routeRecords, type RouteId } from "../../src/content/shared/routes.ts";

/**
 * The page component module of each page kind, from its route record (src/app/page-components.tsx loads it), and the
 * module of the part it loads early, if any (the record's `early`).
 */
const pageModules = Object.fromEntries(
  routeRecords.flatMap((route) =>
    route.component
      ? [[route.id, { page: `src/routes/${route.component}`, early: route.early && `src/routes/${route.early}` }]]
      : [],
  ),
) as Record<Exclude<RouteId, "notFound">, { page: string; early: string | undefined }>;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The app module boot.ts starts after the first paint. */
const appModule = "src/entry-client.tsx";

/** The module URLs boot.ts preloads for one page kind. */
export interface PageModules {
  /** The app and its imports, then the page kind's own chunk and its imports: preloaded after the first paint. */
  modules: string[];
  /**
   * The chunk of the part the page loads early (its route record's `early`: the home page's application) and its
   * imports that `modules` lacks: preloaded with them when the page opens at #apply or an Apply link is tapped before
   * the app runs.
   */
  applyModules: string[];
}

/** Reads (and removes from the output) Vite's manifest; returns the modules boot.ts preloads, per page kind. */
export async function readPageChunks(
  outDir: string,
  basePath: string,
): Promise<Record<PageData["route"], PageModules>> {
  const manifestDir = path.join(outDir, ".vite");
  const manifest = JSON.parse(await readFile(path.join(manifestDir, "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  await rm(manifestDir, { recursive: true, force: true });
  const boot = Object.values(manifest).find((chunk) => chunk.isEntry);
  // The boot script and what it imports statically are loaded by the script tag already.
  const loadedByBoot = new Set([boot?.file, ...(boot?.imports ?? []).map((key) => manifest[key]?.file)]);
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(
        `Vite's manifest has no chunk for ${key}: is it still imported dynamically (boot.ts, src/app/page-components.tsx)?`,
      );
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const urls = (files: Iterable<string>) =>
    [...files].filter((file) => !loadedByBoot.has(file)).map((file) => withBase(basePath, `/${file}`));
  const app = new Set<string>();
  collect(appModule, app);
  const notFound: PageModules = { modules: urls(app), applyModules: [] };
  const result = { notFound } as Record<PageData["route"], PageModules>;
  for (const [route, module] of Object.entries(pageModules)) {
    const files = new Set(app);
    collect(module.page, files);
    const page: PageModules = { modules: urls(files), applyModules: [] };
    if (module.early) {
      // Collected on top of the page's files, so only what the page lacks is added.
      const early = new Set(files);
      collect(module.early, early);
      page.applyModules = urls([...early].filter((file) => !files.has(file)));
    }
    result[route as keyof typeof pageModules] = page;
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
    if (!file)
      throw new Error(
        `No font file matching ${pattern} in the build: did the font imports in src/styles/index.css change?`,
      );
    return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${withBase(basePath, `/assets/${file}`)}" />`;
  });
  return template.replace("<!--app-head-->", () => `${links.join("\n    ")}\n    <!--app-head-->`);
}
