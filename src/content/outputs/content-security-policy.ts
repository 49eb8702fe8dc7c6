// The Content-Security-Policy and the HTML template it goes into, with the page's head and body filled in.
import { escapeHtml, escapeJsonForHtml } from "../text/escape.ts";

const emptyChallenge = { script: [], frame: [], connect: [], style: [] };

/**
 * The Content-Security-Policy of every page: scripts and styles only from the site itself (plus the analytics
 * script's origin when one is set, and the application challenge's origins, `challenge`, frames included); forms
 * post to the site and the newsletter provider's origin only (when its form is set); no inline code (page data
 * rides in a non-executable JSON block; an inline stylesheet would need its hash listed here, never 'unsafe-inline');
 * images from the site and exactly the hosts the
 * content shows images from (`imageOrigins`, see security-headers.ts); and no <base>. The one builder of the policy:
 * the meta tag and `_headers` both use it.
 */
export function contentSecurityPolicy(
  styleHashes: readonly string[] = [],
  imageOrigins: readonly string[] = [],
  connect: readonly string[] = [],
  scripts: readonly string[] = [],
  forms: readonly string[] = [],
  challenge: { script: string[]; frame: string[]; connect: string[]; style: string[] } = emptyChallenge,
): string {
  const list = (origins: readonly string[]) => origins.map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self'${list([...scripts, ...challenge.script])}`,
    `style-src 'self'${styleHashes.map((hash) => ` '${hash}'`).join("")}${list(challenge.style)}`,
    `img-src 'self'${imageOrigins.map((origin) => ` ${origin}`).join("")}`,
    "font-src 'self'",
    `connect-src 'self'${list([...connect, ...challenge.connect])}`,
    // Only with a challenge: its widget's frame (`default-src` covers frames otherwise).
    ...(challenge.frame.length > 0 ? [`frame-src 'self'${list(challenge.frame)}`] : []),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self'${forms.map((origin) => ` ${origin}`).join("")}`,
  ].join("; ");
}

/**
 * The origins the page may send data to besides itself: exactly the application endpoint's and the analytics
 * script's, when they are set.
 */
export function connectOrigins(site: { applicationEndpoint?: string | undefined }, analytics: string[] = []): string[] {
  const endpoint = site.applicationEndpoint ? [new URL(site.applicationEndpoint).origin] : [];
  return [...new Set([...endpoint, ...analytics])];
}

/** The origins a form may post to besides the site: exactly the newsletter form's, when it is set. */
export function formOrigins(site: { newsletter?: { form: { action: string } } | undefined }): string[] {
  return site.newsletter ? [new URL(site.newsletter.form.action).origin] : [];
}

/** Puts the CSP meta tag into index.html (once per build: every page has the same policy). */
export function withContentSecurityPolicy(template: string, policy: string = contentSecurityPolicy()): string {
  return template.replace("<!--app-csp-->", () => `<meta http-equiv="Content-Security-Policy" content="${policy}" />`);
}

/** Tags React hoists to the start of the rendered HTML: they belong in <head>. */
const leadingHeadTags = /^(?:<title\b[^>]*>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

/** Splits React's output into the hoisted head tags and the body markup. */
function splitHoistedHead(rendered: string): { head: string; body: string } {
  const head = leadingHeadTags.exec(rendered)?.[0] ?? "";
  return { head, body: rendered.slice(head.length) };
}

/**
 * Fills index.html's markers for one page: the app's head and body, and the page's data for hydration. Replacers are
 * functions so `$&` in content stays literal. `json` is the page's data as `JSON.stringify` wrote it.
 */
export function fillTemplate(
  template: string,
  page: {
    path: string;
    rendered: string;
    json: string;
    modules?: readonly string[];
    applyModules?: readonly string[];
  },
): string {
  const { head, body } = splitHoistedHead(page.rendered);
  // `data-modules`: the page's JavaScript, which boot.ts preloads once the page has painted (src/boot.ts).
  // `data-apply-modules`: the application's, preloaded with them when the visitor asks for it before the app runs.
  const list = (name: string, urls: readonly string[] | undefined) =>
    urls?.length ? ` ${name}="${escapeHtml(urls.join(" "))}"` : "";
  const modules = list("data-modules", page.modules) + list("data-apply-modules", page.applyModules);
  // The very text of JSON.stringify({ path, data }), without writing the data out again.
  const json = `{"path":${JSON.stringify(page.path)},"data":${page.json}}`;
  const data = `<script type="application/json" id="page-data"${modules}>${escapeJsonForHtml(json)}</script>`;
  return template
    .replace("<!--app-head-->", () => head)
    .replace("<!--app-html-->", () => body)
    .replace("<!--app-data-->", () => data);
}
