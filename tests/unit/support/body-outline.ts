// A body's structure and text with formatting noise removed: elements as `tag` lines (with an href or src), text
// with whitespace collapsed. Two bodies with the same outline read the same, whichever source they came from.
import * as cheerio from "cheerio";
import type { AnyNode } from "domhandler";

const keptAttributes = ["href", "src", "alt", "colspan", "rowspan", "start"];

function walk(node: AnyNode, depth: number, out: string[]) {
  if (node.type === "text") {
    // Spaces between inline parts count; those at the edges of an element are layout.
    let text = node.data.replace(/\s+/g, " ");
    if (!node.prev) text = text.trimStart();
    if (!node.next) text = text.trimEnd();
    if (text.trim()) out.push(`${"  ".repeat(depth)}"${text}"`);
    return;
  }
  if (node.type !== "tag") return;
  const attributes = keptAttributes
    .filter((name) => node.attribs[name] !== undefined)
    .map((name) => ` ${name}=${node.attribs[name]}`);
  out.push(`${"  ".repeat(depth)}<${node.name}${attributes.join("")}>`);
  for (const child of node.children) walk(child, depth + 1, out);
}

/** The outline of an HTML body, one line per element or text run. */
export function bodyOutline(html: string): string[] {
  const $ = cheerio.load(html, null, false);
  const out: string[] = [];
  for (const node of $.root().contents().toArray()) walk(node, 0, out);
  return out;
}
