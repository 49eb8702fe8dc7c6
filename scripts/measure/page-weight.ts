// Measures what a built page makes the browser download: its HTML, and the JS and CSS it references (gzip bytes).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { load } from "cheerio";

export interface PageWeight {
  html: number;
  js: number;
  css: number;
  jsFiles: string[];
}

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

/** `htmlFile` is relative to `dir`; `basePath` is the site's base path (`/` or `/site/`). */
export async function pageWeight(dir: string, htmlFile: string, basePath = "/"): Promise<PageWeight> {
  const html = await readFile(path.join(dir, htmlFile));
  const $ = load(html);
  const local = (url: string) => path.join(dir, url.slice(basePath.length - 1));
  // The script tag, any preloaded modules, and the modules boot.ts loads after the first paint.
  const scripts = [
    ...new Set([
      ...$("script[src]")
        .map((_i, el) => $(el).attr("src") ?? "")
        .get(),
      ...$('link[rel="modulepreload"]')
        .map((_i, el) => $(el).attr("href") ?? "")
        .get(),
      ...($("#page-data").attr("data-modules") ?? "").split(" ").filter(Boolean),
    ]),
  ];
  const styles = $('link[rel="stylesheet"]')
    .map((_i, el) => $(el).attr("href") ?? "")
    .get();
  const sizes = async (urls: string[]) =>
    (await Promise.all(urls.map(async (url) => gzipSize(await readFile(local(url)))))).reduce((a, b) => a + b, 0);
  // An inline stylesheet counts as CSS as well as part of the HTML.
  const inline = $("style")
    .map((_i, el) => $(el).text())
    .get()
    .join("");
  return {
    html: gzipSize(html),
    js: await sizes(scripts),
    css: (await sizes(styles)) + (inline ? gzipSize(inline) : 0),
    jsFiles: scripts,
  };
}
