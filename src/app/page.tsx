import { use } from "react";
import { Navigate, useLocation } from "react-router-dom";
import type { PageData } from "../content/pages/types.ts";
import { paths } from "../content/paths.ts";
import type { RouteId } from "../content/routes.ts";
import { Head } from "../components/head.tsx";
import { BlogListPage, CategoryPage, HomePage, PostPage, ResourcesPage, TagPage, TagsPage } from "./page-components.tsx";
import { NotFoundPage } from "../routes/not-found-page.tsx";
import { usePageDataStore } from "./page-data-store.ts";

/** Renders a page from its data, with its one head component. */
function PageView({ data }: { data: PageData }) {
  const view = (() => {
    switch (data.route) {
      case "home":
        return <HomePage data={data} />;
      case "blog":
      case "blogPage":
        return <BlogListPage data={data} />;
      case "post":
        return <PostPage data={data} />;
      case "tag":
      case "tagPage":
        return <TagPage data={data} />;
      case "tags":
        return <TagsPage data={data} />;
      case "resources":
        return <ResourcesPage data={data} />;
      case "category":
        return <CategoryPage data={data} />;
      case "notFound":
        return <NotFoundPage />;
    }
  })();
  return (
    <>
      <Head tags={data.head} />
      {view}
    </>
  );
}

/** Shows the data of another path in place of the requested one (the hub for an unknown category). */
function PageAt({ path }: { path: string }) {
  const data = use(usePageDataStore().load(path));
  if (!data) throw new Error(`The page ${path} has no data`);
  return <PageView data={data} />;
}

/** What a URL with no page of its own shows, per route (the spec's rules for unknown slugs). */
function Missing({ routeId }: { routeId: RouteId }) {
  switch (routeId) {
    case "post":
    case "blogPage":
    case "tag":
    case "tagPage":
      return <Navigate to={paths.blog()} replace />;
    case "category":
      return <PageAt path={paths.resources()} />;
    default:
      return <PageAt path={paths.notFound()} />;
  }
}

export function Page({ routeId }: { routeId: RouteId }) {
  const { pathname } = useLocation();
  const store = usePageDataStore();
  const data = use(store.load(routeId === "notFound" ? paths.notFound() : pathname));
  return data ? <PageView data={data} /> : <Missing routeId={routeId} />;
}
