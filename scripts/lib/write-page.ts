// Renders one page, writes its index.html and page-data.json, and reads back what the build's check needs of it.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fillTemplate } from "../../src/content/document.ts";
import type { PageData } from "../../src/content/pages/index.ts";
import { outputFile } from "../../src/content/paths.ts";
import type { Site } from "../../src/content/types.ts";
import { readPage, type PageFacts } from "./page-facts.ts";

export type Render = (path: string, data: PageData) => Promise<string>;

/** A page that could not be rendered: the build stops and names it. */
export class PageRenderError extends Error {}

/** Everything a page needs besides its own data; the same for every page of a build. */
export interface PageSetup {
  outDir: string;
  template: string;
  site: Site;
}

export async function writePage(setup: PageSetup, render: Render, sitePath: string, data: PageData, modules: readonly string[]): Promise<PageFacts> {
  let rendered: string;
  try {
    rendered = await render(sitePath, data);
  } catch (error) {
    throw new PageRenderError(`Rendering ${sitePath} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const html = fillTemplate(setup.template, { path: sitePath, rendered, data, modules });
  const htmlFile = path.join(setup.outDir, outputFile(sitePath));
  await mkdir(path.dirname(htmlFile), { recursive: true });
  await writeFile(htmlFile, html);
  await writeFile(path.join(setup.outDir, outputFile(sitePath, "page-data.json")), JSON.stringify(data));
  return readPage(html, setup.site);
}
