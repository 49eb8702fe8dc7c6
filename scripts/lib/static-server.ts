// A static-host look-alike over dist/: sirv serves files (a route answers with or without a trailing slash),
// compression gzips responses, unknown paths get 404.html with status 404, hashed assets are cached for a year.
import { readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";

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
    setHeaders(res, pathname) {
      if (pathname.startsWith("/assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      else res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    },
  });
}

export function createStaticServer({ dir, basePath }: ServeOptions): Server {
  // A build swaps a new folder in as `dir` (scripts/build.ts): when the folder is another one, list it afresh, as a
  // static host serves a new deploy. Without this, a server left running served the new pages cut to the old
  // pages' lengths, and none of their new scripts.
  let served = { folder: statSync(dir).ino, files: serveFolder(dir) };
  const files = () => {
    const folder = statSync(dir, { throwIfNoEntry: false })?.ino;
    if (folder !== undefined && folder !== served.folder) served = { folder, files: serveFolder(dir) };
    return served.files;
  };
  const compress = compression();
  const notFoundPage = () => readFileSync(path.join(dir, "404.html"));
  const base = basePath.replace(/\/$/, "");
  return createServer((req, res) => {
    compress(req as never, res as never, () => {
      const url = req.url ?? "/";
      const notFound = () => {
        res.statusCode = 404;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.end(notFoundPage());
      };
      if (base && url !== base && !url.startsWith(`${base}/`) && !url.startsWith(`${base}?`)) return notFound();
      req.url = url.slice(base.length) || "/";
      files()(req, res, notFound);
    });
  });
}
