// The page template (index.html as Vite built it) filled in: the policy's meta tag once per build, then each page's
// head tags, body markup and data for hydration.
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { escapeHtml, escapeJsonForHtml } from "../text/escape.ts";

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
  // `data-apply-modules`: the part the page loads early (its route record's `early`: the application), preloaded with
  // them when the visitor asks for it before the app runs.
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
