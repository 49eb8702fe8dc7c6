// Build-time touches to a sanitised post body that the body's author cannot write (the sanitiser drops them).

const headingPattern = /<h([2-4])(?: [^>]*)?>([\s\S]*?)<\/h\1>/g;
const captionPattern = /^\s*<caption>([\s\S]*?)<\/caption>/;

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/\s+/g, " ").trim().replace(/"/g, "&quot;");
}

/** The text of the last h2–h4 in `html`, or "". */
function lastHeading(html: string): string {
  let text = "";
  for (const match of html.matchAll(headingPattern)) text = plainText(match[2] ?? "");
  return text;
}

/**
 * Wraps every table in a labelled, keyboard-focusable region that scrolls sideways on narrow screens (a table
 * wider than a phone must stay readable, and keyboard users must be able to scroll it). The label is the
 * table's caption, else the heading above it.
 */
export function wrapTables(html: string): string {
  let out = "";
  let rest = html;
  for (let start = rest.indexOf("<table>"); start !== -1; start = rest.indexOf("<table>")) {
    const before = rest.slice(0, start);
    out += before;
    const caption = captionPattern.exec(rest.slice(start + "<table>".length))?.[1];
    const label = (caption ? plainText(caption) : "") || lastHeading(out) || "Table";
    out += `<div class="table-scroll" role="region" tabindex="0" aria-label="${label}"><table>`;
    rest = rest.slice(start + "<table>".length);
  }
  return (out + rest).replace(/<\/table>/g, "</table></div>");
}

/** Lets keyboard users scroll a code block that is wider than the screen (as `wrapTables` does for tables). */
export function focusableCode(html: string): string {
  return html.replaceAll("<pre>", '<pre tabindex="0">');
}
