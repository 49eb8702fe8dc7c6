// Build-time entry: renders one page to HTML. Imported only by scripts/prerender (via the SSR bundle).
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { site } from "./site/site.ts";
import type { PageData } from "./content/pages/page-data.ts";
import { withBase } from "./content/shared/paths.ts";
import { App } from "./app/app.tsx";
import { preloadAllPages } from "./app/page-components.tsx";
import { PageDataStore } from "./app/page-data-store.ts";
import { routerBasename } from "./app/router-basename.ts";

const ready = preloadAllPages();

/** Renders the page at site path `path` (e.g. `/blog/x`) with its data; rejects if any component throws. */
export async function render(path: string, data: PageData): Promise<string> {
  await ready;
  const store = new PageDataStore(site.basePath);
  store.seed(path, data);
  return renderToString(
    <StaticRouter location={withBase(site.basePath, path)} basename={routerBasename(site.basePath)}>
      <App store={store} />
    </StaticRouter>,
  );
}
