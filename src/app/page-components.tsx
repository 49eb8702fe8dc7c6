import { lazy, type ComponentType } from "react";
import type { PageData } from "../content/pages/types.ts";

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

export const HomePage = lazyPage(() => import("../routes/home/home-page.tsx").then((m) => m.HomePage));
export const BlogListPage = lazyPage(() => import("../routes/blog/blog-list-page.tsx").then((m) => m.BlogListPage));
export const PostPage = lazyPage(() => import("../routes/blog/post-page.tsx").then((m) => m.PostPage));
export const TagPage = lazyPage(() => import("../routes/blog/tag-page.tsx").then((m) => m.TagPage));
export const TagsPage = lazyPage(() => import("../routes/blog/tags-page.tsx").then((m) => m.TagsPage));
export const ResourcesPage = lazyPage(() => import("../routes/resources/resources-page.tsx").then((m) => m.ResourcesPage));
export const CategoryPage = lazyPage(() => import("../routes/resources/category-page.tsx").then((m) => m.CategoryPage));

const byRoute: Record<PageData["route"], { preload: () => Promise<void> } | null> = {
  home: HomePage,
  blog: BlogListPage,
  blogPage: BlogListPage,
  post: PostPage,
  tag: TagPage,
  tagPage: TagPage,
  tags: TagsPage,
  resources: ResourcesPage,
  category: CategoryPage,
  notFound: null,
};

/** Loads the code a page kind needs (nothing for the not-found page, which is in the main bundle). */
export function preloadPage(route: PageData["route"]): Promise<void> {
  return byRoute[route]?.preload() ?? Promise.resolve();
}

/** Loads every page's code: the prerender does this once, before rendering anything. */
export async function preloadAllPages(): Promise<void> {
  await Promise.all(Object.values(byRoute).map((page) => page?.preload()));
}
