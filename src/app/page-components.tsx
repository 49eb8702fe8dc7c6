// Each kind of page's component, in a chunk of its own, loaded before it renders.
import { lazy, type ComponentType, type ReactNode } from "react";
import type { PageData } from "../content/pages/page-data.ts";
import { routeRecords, type RouteId } from "../content/shared/routes.ts";

/**
 * A page component in its own chunk, so a page loads only its own code. `preload()` fetches the chunk ahead of
 * rendering: the prerender loads every chunk before rendering (so the HTML is complete), the browser loads the
 * current page's chunk before hydrating (boot.ts preloads it with the app), and later pages load on navigation.
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => (loading ??= load().then((component) => void (loaded = component)));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Page(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}

/** Every page component module, each its own chunk (the not-found page is in the main bundle: see page.tsx). */
const modules = import.meta.glob<Record<string, ComponentType<{ data: PageData }>>>(
  ["./**/*-page.tsx", "!./not-found-page.tsx"],
  { base: "../routes/" },
);

/** `blog/post-page.tsx` → `PostPage`: a page module's component is named after its file. */
const componentName = (module: string) =>
  (module.split("/").at(-1) ?? "")
    .replace(/\.tsx$/, "")
    .replace(/(?:^|-)(\w)/g, (_match, letter: string) => letter.toUpperCase());

/** The component of the page module `module` (under src/routes/); loading fails naming what a record got wrong. */
async function loadComponent(module: string): Promise<ComponentType<{ data: PageData }>> {
  const load = modules[`./${module}`];
  if (!load) throw new Error(`src/content/shared/routes.ts names src/routes/${module}, which does not exist`);
  const component = (await load())[componentName(module)];
  if (!component) throw new Error(`src/routes/${module} does not export ${componentName(module)}, its file's name`);
  return component;
}

// A record naming a module or component that is not there fails the unit test tests/unit/content/shared/routes.test.ts.
const pageComponent = (module: string) => lazyPage(() => loadComponent(module));

// One lazy component per module: two records that share a component (the blog list and its later pages) share its
// chunk.
const byModule = new Map<string, ReturnType<typeof pageComponent>>();
const byRoute = Object.fromEntries(
  routeRecords.map(({ id, component }) => {
    if (component && !byModule.has(component)) byModule.set(component, pageComponent(component));
    return [id, component ? byModule.get(component)! : null];
  }),
) as Record<RouteId, ReturnType<typeof pageComponent> | null>;

/** A page's component with its data; null for the not-found page, which page.tsx renders itself. */
export function pageElement(data: PageData): ReactNode {
  const Page = byRoute[data.route];
  return Page ? <Page data={data} /> : null;
}

/** Loads the code a page kind needs (nothing for the not-found page, which is in the main bundle). */
export function preloadPage(route: RouteId): Promise<void> {
  return byRoute[route]?.preload() ?? Promise.resolve();
}

/** Loads every page's code: the prerender does this once, before rendering anything. */
export async function preloadAllPages(): Promise<void> {
  await Promise.all([...byModule.values()].map((page) => page.preload()));
}
