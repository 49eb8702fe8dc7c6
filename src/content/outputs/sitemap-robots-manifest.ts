// The files beside the pages for crawlers and installs: sitemaps, robots.txt and the web app manifest.
import { absoluteUrl, paths } from "../shared/paths.ts";
import type { Site } from "../shared/types.ts";
import { escapeXml } from "../text/escape.ts";

/** Sitemaps hold at most 50,000 URLs; split well before that. */
const sitemapUrlLimit = 45_000;

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

function urlSet(site: Site, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : "";
    return `  <url><loc>${escapeXml(absoluteUrl(site, entry.path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * `sitemap.xml` for every page; past the limit, `sitemap.xml` becomes an index of `sitemap-1.xml`, `sitemap-2.xml`, ….
 * Returns file name → content.
 */
export function sitemapFiles(
  site: Site,
  entries: readonly SitemapEntry[],
  limit = sitemapUrlLimit,
): Map<string, string> {
  if (entries.length <= limit) return new Map([["sitemap.xml", urlSet(site, entries)]]);
  const files = new Map<string, string>();
  const parts: string[] = [];
  for (let start = 0, part = 1; start < entries.length; start += limit, part++) {
    const name = `sitemap-${part}.xml`;
    files.set(name, urlSet(site, entries.slice(start, start + limit)));
    parts.push(`  <sitemap><loc>${escapeXml(absoluteUrl(site, `/${name}`))}</loc></sitemap>`);
  }
  files.set(
    "sitemap.xml",
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join("\n")}\n</sitemapindex>\n`,
  );
  return files;
}

/** Every crawler may read every page, except in a preview build, which none may read. */
export function robotsTxt(site: Site): string {
  if (site.noindex) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, paths.sitemap())}\n`;
}

/** The web app manifest: name, colours and icon for "add to home screen". */
export function webManifest(site: Site): string {
  const manifest = {
    name: site.name,
    short_name: site.name,
    description: site.description,
    start_url: site.basePath,
    scope: site.basePath,
    display: "standalone",
    background_color: "#fbfaf6",
    theme_color: "#16181d",
    icons: [{ src: `${site.basePath}favicon.svg`, sizes: "any", type: "image/svg+xml", purpose: "any" }],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
