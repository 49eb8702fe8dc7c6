// Writes every page's HTML and page-data.json into the output folder, using the SSR bundle's render().
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fillTemplate } from "../../src/content/document.ts";
import type { PageData, PageSpec } from "../../src/content/pages/index.ts";
import { outputFile } from "../../src/content/paths.ts";

export type Render = (path: string, data: PageData) => string;

/** A page that could not be rendered: the build stops and names it. */
export class PageRenderError extends Error {}

export async function prerenderPages(pages: readonly PageSpec[], outDir: string, template: string, render: Render): Promise<string[]> {
  const written: string[] = [];
  const dirs = new Set<string>();
  for (const page of pages) {
    const data = page.build();
    let rendered: string;
    try {
      rendered = render(page.path, data);
    } catch (error) {
      throw new PageRenderError(`Rendering ${page.path} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const htmlFile = path.join(outDir, outputFile(page.path));
    const dir = path.dirname(htmlFile);
    if (!dirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      dirs.add(dir);
    }
    await writeFile(htmlFile, fillTemplate(template, { path: page.path, rendered, data }));
    await writeFile(path.join(outDir, outputFile(page.path, "page-data.json")), JSON.stringify(data));
    written.push(outputFile(page.path));
  }
  return written;
}
