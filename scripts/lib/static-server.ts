// A static-host look-alike over dist/: sirv serves files (a route answers with or without a trailing slash),
// compression gzips responses, unknown paths get 404.html with status 404, hashed assets are cached for a year.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";

export interface ServeOptions {
  dir: string;
  /** The site's base path, e.g. `/` or `/site/`: the server mounts dist/ there. */
  basePath: string;
}

export function createStaticServer({ dir, basePath }: ServeOptions): Server {
  const files = sirv(dir, {
    dev: false,
    etag: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      if (pathname.startsWith("/assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      else res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    },
  });
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
      files(req, res, notFound);
    });
  });
}
