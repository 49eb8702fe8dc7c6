// Build-time touches to a sanitised post body that the body's author cannot write (the sanitiser drops them).

const headingPattern = /<h([2-4])(?: [^>]*)?>([\s\S]*?)<\/h\1>/g;
const captionPattern = /^\s*<caption>([\s\S]*?)<\/caption>/;

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/"/g, "&quot;");
}

/** The text of the last h2–h4 in `html`, or "". */
function lastHeading(html: string): string {
  let text = "";
  for (const match of html.matchAll(headingPattern)) text = plainText(match[2] ?? "");
  return text;
}

const headerRowPattern = /<thead>[\s\S]*?<\/thead>/;
const headerCellPattern = /<th\b[^>]*>([\s\S]*?)<\/th>/g;
const rowPattern = /<tr>([\s\S]*?)<\/tr>/g;
const bodyCellPattern = /<(td|th)\b([^>]*)>/g;

/**
 * Gives every body cell its column's heading as `data-label`, so that on a phone, where CSS shows each row as a
 * stacked card (blog.css), every value is shown under its heading without a sideways swipe and without JavaScript.
 */
export function labelCells(table: string): string {
  const head = headerRowPattern.exec(table)?.[0];
  if (!head) return table;
  const labels = [...head.matchAll(headerCellPattern)].map((match) => plainText(match[1] ?? ""));
  const headEnd = table.indexOf(head) + head.length;
  const body = table.slice(headEnd).replace(rowPattern, (_row, cells: string) => {
    let column = 0;
    const labelled = cells.replace(bodyCellPattern, (cell, tag: string, attributes: string) => {
      const label = labels[column];
      column += Number(/colspan="(\d+)"/.exec(attributes)?.[1] ?? 1);
      return label ? `<${tag}${attributes} data-label="${label}">` : cell;
    });
    return `<tr>${labelled}</tr>`;
  });
  return table.slice(0, headEnd) + body;
}

/**
 * Wraps every table in a labelled, keyboard-focusable region that scrolls sideways when the table is wider than
 * the column (keyboard users must be able to scroll it), and labels its cells for the phone layout (`labelCells`).
 * The region's label is the table's caption, else the heading above it.
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
  return (out + rest).replace(/<\/table>/g, "</table></div>").replace(/<table>[\s\S]*?<\/table>/g, labelCells);
}

/** Lets keyboard users scroll a code block that is wider than the screen (as `wrapTables` does for tables). */
export function focusableCode(html: string): string {
  return html.replaceAll("<pre>", '<pre tabindex="0">');
}
