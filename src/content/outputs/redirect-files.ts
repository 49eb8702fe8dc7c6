// What each old address answers with: a small static page that redirects at once, and a `_redirects` line (a
// 301 for Netlify and Cloudflare Pages, which answer it before the page is ever read).
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { absoluteUrl, withBase } from "../shared/paths.ts";
import type { Redirect, Site } from "../shared/types.ts";
import { escapeHtml } from "../text/escape.ts";

/** The page at an old address: meta refresh, canonical to the new address, noindex, and a link to follow. */
export function redirectPage(site: Site, redirect: Redirect): string {
  // The refresh and the link stay on the host that served the old address; the canonical names the real one.
  const target = escapeHtml(withBase(site.basePath, redirect.to));
  const canonical = escapeHtml(absoluteUrl(site, redirect.to));
  const title = escapeHtml(redirect.title);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Moved: ${title} - ${escapeHtml(site.name)}</title>
    <meta name="description" content="This page has moved to ${title}." />
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${canonical}" />
    <meta http-equiv="refresh" content="0; url=${target}" />
  </head>
  <body>
    <main>
      <h1>This page has moved</h1>
      <p>It is now at <a href="${target}">${title}</a>.</p>
    </main>
  </body>
</html>
`;
}

/** `_redirects`: one `old new 301` line per redirect, with the site's base path. */
export function redirectsFile(site: Site, redirects: readonly Redirect[]): string {
  return redirects.map((r) => `${withBase(site.basePath, r.from)} ${withBase(site.basePath, r.to)} 301\n`).join("");
}
