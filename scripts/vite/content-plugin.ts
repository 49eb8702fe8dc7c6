// Vite plugin of the dev server only: answers page-data.json and the generated files from data/, and reloads the site's
// pages (not the content manager's) whenever a file the site reads from data/ changes. It loads the whole content core
// (Markdown included), so the build's own Vite config (scripts/vite/site-config.ts) leaves it out.
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { isContentFile } from "../../src/content/loading/data-files.ts";
import { listPages } from "../../src/content/pages/list-pages.ts";
import { stripBase } from "../../src/content/shared/paths.ts";
import { notFoundFiles, routes } from "../../src/content/shared/routes.ts";
import type { LoadResult } from "../../src/content/site/load.ts";
import { madeByTable, outputFiles, outputTexts } from "../../src/content/outputs/output-files.ts";
import { sitePolicy } from "../../src/content/outputs/security-headers.ts";
import { formatProblem } from "../../src/content/checking/report.ts";
import { loadDataFolder, type DataFolderOptions } from "../check/check-data.ts";
import { resolvedSiteId } from "./site-plugin.ts";
import { contentChangedEvent } from "../../src/app/dev-reload.ts";

/**
 * The output table's files for browsers and feed readers, answered from data/ in the dev server as the build makes
 * them.
 */
const generatedFiles = outputFiles.filter(madeByTable).filter((file) => file.dev);

function servePageData(server: ViteDevServer, dir: string, load: () => Promise<LoadResult>) {
  server.middlewares.use((req, res, next) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const generated = generatedFiles.find((file) => url.pathname.endsWith(file.path));
    if (!url.pathname.endsWith("page-data.json") && !generated) return next();
    void (async () => {
      const result = await load();
      if (!result.content) {
        res.statusCode = 500;
        res.end(`The data in ${dir} has errors:\n${result.problems.map(formatProblem).join("\n")}`);
        return;
      }
      if (generated) {
        const { content } = result;
        const input = { content, pages: listPages(content), policy: sitePolicy(content) };
        res.setHeader("content-type", generated.type);
        res.end(outputTexts(generated, input).get(generated.path.slice(1)));
        return;
      }
      // `404.page-data.json` is the not-found page's; any other `<path>/page-data.json` is the page at <path>.
      const notFoundData = `/${notFoundFiles.data}`;
      const pagePath = url.pathname.endsWith(notFoundData)
        ? `${url.pathname.slice(0, -notFoundData.length)}${routes.notFound.href()}`
        : url.pathname.replace(/\/?page-data\.json$/, "");
      const sitePath = stripBase(result.content.site.basePath, pagePath) ?? "";
      const page = listPages(result.content).find((candidate) => candidate.path === sitePath);
      res.statusCode = page ? 200 : 404;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(page ? page.build() : { error: "no such page" }));
    })().catch(next);
  });
}

/** The dev server's content from the data folder `dir`, read with `options` (the project, the day, a preview's URL). */
export function contentDevPlugin(
  dir: string,
  options: Pick<DataFolderOptions, "root" | "today" | "previewUrl">,
): Plugin {
  let cached: Promise<LoadResult> | null = null;
  // The dev server shows drafts and scheduled posts too, marked as such.
  const load = () => (cached ??= loadDataFolder(dir, { ...options, preview: true }));
  return {
    name: "first-principles-content",
    apply: "serve",
    configureServer(server) {
      server.watcher.add(dir);
      server.watcher.on("all", (_event, file) => {
        // Files of the collections table only: regenerated JSON Schemas and files the site ignores change no page.
        const relative = path.relative(dir, path.resolve(file)).split(path.sep).join("/");
        if (!isContentFile(relative)) return;
        cached = null;
        const module = server.moduleGraph.getModuleById(resolvedSiteId);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: "custom", event: contentChangedEvent });
      });
      servePageData(server, dir, load);
    },
  };
}
