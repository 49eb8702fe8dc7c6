// The app in the browser (started by boot.ts after the first paint): hydrates the prerendered page, or renders
// fresh (dev server, or 404.html standing in for a page).
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter, matchRoutes } from "react-router-dom";
import { site } from "./site/site.ts";
import type { PageData } from "./content/pages/page-data.ts";
import { stripBase } from "./content/shared/paths.ts";
import { routeRecords, routes } from "./content/shared/routes.ts";
import { App } from "./app/app.tsx";
import { preloadPage } from "./app/page-components.tsx";
import { PageDataStore } from "./app/page-data-store.ts";
import { routerBasename } from "./app/router-basename.ts";
import { contentChangedEvent } from "./app/dev-reload.ts";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const store = new PageDataStore(site.basePath);
const current = stripBase(site.basePath, window.location.pathname) ?? "/";
const embedded = document.getElementById("page-data")?.textContent;
let hydrate = false;
let ready = Promise.resolve();
if (embedded) {
  const page = JSON.parse(embedded) as { path: string; data: PageData };
  store.seed(page.path, page.data);
  const matched = matchRoutes(
    routeRecords.map((route) => ({ id: route.id, path: route.pattern })),
    current,
  )?.at(-1)?.route.id;
  // 404.html is served for every unknown address: it matches only when the router also lands on "not found".
  hydrate = page.path === current || (page.data.route === routes.notFound.id && matched === routes.notFound.id);
  // Served by 404.html for another address: the host had no page there, so there is no page data to ask for.
  if (!hydrate && page.data.route === routes.notFound.id) store.seedMissing(current);
  // Hydrate once the page's own chunk is here (boot.ts preloads it), so hydration never suspends.
  if (hydrate) ready = preloadPage(page.data.route);
}

const app = (
  <BrowserRouter basename={routerBasename(site.basePath)}>
    <App store={store} />
  </BrowserRouter>
);
void ready.then(() => {
  if (hydrate) {
    // In a transition, React hydrates in slices of a few milliseconds instead of one long task (decision 11), so the
    // page stays responsive on a slow phone; a tap finishes hydration at once.
    startTransition(() => {
      hydrateRoot(root, app, {
        // Production React reports hydration mismatches here; make them visible (the browser tests fail on them).
        onRecoverableError: (error) => console.error("Hydration warning:", error),
      });
    });
  } else {
    createRoot(root).render(app);
  }
});
// The dev server only (a build has no `import.meta.hot`): a changed data file reloads the page.
import.meta.hot?.on(contentChangedEvent, () => window.location.reload());
