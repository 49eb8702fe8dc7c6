// The page at the current address: its data, its head and its component, or the not-found page.
import { use } from "react";
import { Navigate, useLocation } from "react-router-dom";
import type { PageData } from "../content/pages/page-data.ts";
import { routes, type RouteId } from "../content/shared/routes.ts";
import { Head } from "../components/head.tsx";
import { pageElement } from "./page-components.tsx";
import { NotFoundPage } from "../routes/not-found-page.tsx";
import { usePageDataStore } from "./page-data-store.ts";

/** Renders a page from its data, with its one head component. */
function PageView({ data }: { data: PageData }) {
  return (
    <>
      <Head tags={data.head} />
      {pageElement(data) ?? <NotFoundPage />}
    </>
  );
}

/** Shows the data of another path in place of the requested one (the hub for an unknown category). */
function PageAt({ path }: { path: string }) {
  const data = use(usePageDataStore().load(path));
  if (!data) throw new Error(`The page ${path} has no data`);
  return <PageView data={data} />;
}

/** What a URL with no page of its own shows: its route record says (docs/product.md §7, unknown addresses). */
function Missing({ routeId }: { routeId: RouteId }) {
  const missing = routes[routeId].missing;
  return "redirectTo" in missing ? <Navigate to={missing.redirectTo} replace /> : <PageAt path={missing.showPageAt} />;
}

export function Page({ routeId }: { routeId: RouteId }) {
  const { pathname } = useLocation();
  const store = usePageDataStore();
  const data = use(store.load(routeId === routes.notFound.id ? routes.notFound.href() : pathname));
  return data ? <PageView data={data} /> : <Missing routeId={routeId} />;
}
