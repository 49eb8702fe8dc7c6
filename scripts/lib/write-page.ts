// Renders one page and writes its index.html and page-data.json.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fillTemplate } from "../../src/content/document.ts";
import type { PageData } from "../../src/content/pages/index.ts";
import { outputFile } from "../../src/content/paths.ts";

export type Render = (path: string, data: PageData) => Promise<string>;

/** A page that could not be rendered: the build stops and names it. */
export class PageRenderError extends Error {}

export async function writePage(outDir: string, template: string, render: Render, sitePath: string, data: PageData, modules: readonly string[]): Promise<void> {
  let rendered: string;
  try {
    rendered = await render(sitePath, data);
  } catch (error) {
    throw new PageRenderError(`Rendering ${sitePath} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const htmlFile = path.join(outDir, outputFile(sitePath));
  await mkdir(path.dirname(htmlFile), { recursive: true });
  await writeFile(htmlFile, fillTemplate(template, { path: sitePath, rendered, data, modules }));
  await writeFile(path.join(outDir, outputFile(sitePath, "page-data.json")), JSON.stringify(data));
}
