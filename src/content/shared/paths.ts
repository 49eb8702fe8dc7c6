// Every URL the site builds. Paths here are site-relative ("/blog/x"); `withBase` and `absoluteUrl` add the
// sub-path and origin. A page's path comes from its route record (routes.ts); this file adds the other files'.
import { notFoundFiles, routes } from "./routes.ts";
import type { Site } from "./types.ts";

export const paths = {
  home: routes.home.href,
  blog: routes.blog.href,
  blogPage: routes.blogPage.href,
  post: routes.post.href,
  tags: routes.tags.href,
  tag: routes.tagPage.href,
  /** The search box on the blog list (an empty query focuses it); the header links here from every page. */
  search: () => `${routes.blog.href()}?q=`,
  searchIndex: (file: string) => `/search/${file}`,
  resources: routes.resources.href,
  category: routes.category.href,
  notFound: routes.notFound.href,
  redirects: () => "/_redirects",
  section: (id: "about" | "services" | "fellowship" | "contact" | "apply") => `/#${id}`,
  feed: () => "/rss.xml",
  atomFeed: () => "/atom.xml",
  jsonFeed: () => "/feed.json",
  sitemap: () => "/sitemap.xml",
  manifest: () => "/site.webmanifest",
  favicon: () => "/favicon.svg",
  /** The folder of the social cards (og:image). */
  cards: () => "/cards",
} as const;

/** `/blog/` and `/blog` are the same page: drop a trailing slash (but keep the root). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Adds the site's base path: `/blog` under `/site/` → `/site/blog`. */
export function withBase(basePath: string, path: string): string {
  return `${basePath.replace(/\/$/, "")}${path}` || "/";
}

/** Removes the base path from a browser pathname; null when the path lies outside the site. */
export function stripBase(basePath: string, pathname: string): string | null {
  const base = basePath.replace(/\/$/, "");
  if (!base) return normalizePath(pathname);
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return normalizePath(pathname.slice(base.length) || "/");
}

/** The canonical absolute URL of a site path. */
export function absoluteUrl(site: Pick<Site, "origin" | "basePath">, path: string): string {
  return `${site.origin}${withBase(site.basePath, path)}`;
}

/** An address as a full URL: a site path made absolute (`absoluteUrl`), an address on another host as it is. */
export function fullUrl(site: Pick<Site, "origin" | "basePath">, address: string): string {
  return address.startsWith("/") ? absoluteUrl(site, address) : address;
}

/** Where a page's data is fetched from after a client-side navigation (site-relative). */
export function pageDataPath(path: string): string {
  // The not-found page's data sits beside 404.html, where a static host looks for it, not in a /404/ folder.
  if (normalizePath(path) === paths.notFound()) return `/${notFoundFiles.data}`;
  return path === "/" ? "/page-data.json" : `${normalizePath(path)}/page-data.json`;
}

/** The file a page is written to inside `dist/`: `/blog/x` → `blog/x/index.html`. */
export function outputFile(path: string, name = "index.html"): string {
  if (path === paths.notFound()) return name === "index.html" ? notFoundFiles.html : notFoundFiles.data;
  const dir = normalizePath(path).replace(/^\//, "");
  return dir ? `${dir}/${name}` : name;
}
