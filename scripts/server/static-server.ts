// A static-host look-alike over dist/: sirv serves files (a route answers with or without a trailing slash),
// compression gzips responses, unknown paths get 404.html with status 404, and every response carries the headers
// the build wrote in `_headers` (security headers; a year of caching for hashed assets), as Netlify would send them.
import { readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import { notFoundFiles } from "../../src/content/shared/routes.ts";
import { headersFor, readHeaderRules } from "./host-headers.ts";

export interface ServeOptions {
  dir: string;
  /** The site's base path, e.g. `/` or `/site/`: the server mounts dist/ there. */
  basePath: string;
}

/** sirv over `dir`. It lists the files and their sizes once, so it only serves the folder as it was then. */
function serveFolder(dir: string) {
  return sirv(dir, {
    dev: false,
    etag: true,
    extensions: ["html"],
    setHeaders(res) {
      // `_headers` sets the long caching of hashed assets; everything else is checked with the server every time.
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    },
  });
}

export function createStaticServer({ dir, basePath }: ServeOptions): Server {
  // A build swaps a new folder in as `dir` (scripts/build.ts): when the folder is another one, list it afresh, as a
  // static host serves a new deploy. Without this, a server left running served the new pages cut to the old
  // pages' lengths, and none of their new scripts.
  let served = { folder: statSync(dir).ino, files: serveFolder(dir), rules: readHeaderRules(dir) };
  const current = () => {
    const folder = statSync(dir, { throwIfNoEntry: false })?.ino;
    if (folder !== undefined && folder !== served.folder)
      served = { folder, files: serveFolder(dir), rules: readHeaderRules(dir) };
    return served;
  };
  // Every text response gzipped, however small, as the static hosts this stands in for do (GitHub Pages, Netlify,
  // Cloudflare Pages); compression's default skips bodies under 1 kB, such as Rolldown's runtime chunk.
  const compress = compression({ threshold: 0 });
  const notFoundPage = () => readFileSync(path.join(dir, notFoundFiles.html));
  const base = basePath.replace(/\/$/, "");
  return createServer((req, res) => {
    compress(req as never, res as never, () => {
      const url = req.url ?? "/";
      const notFound = () => {
        res.statusCode = 404;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.end(notFoundPage());
      };
      const inside = !base || url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
      const sitePath = inside ? url.slice(base.length) || "/" : `/${notFoundFiles.html}`;
      const { files, rules } = current();
      for (const [name, value] of headersFor(rules, sitePath.split("?")[0] ?? "/")) res.setHeader(name, value);
      if (!inside) return notFound();
      req.url = sitePath;
      files(req, res, notFound);
    });
  });
}
