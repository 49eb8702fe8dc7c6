// A sanitised post body as a hast tree whose nodes know their offsets in the HTML, and edits made at those offsets:
// bytes no edit touches stay exactly as the sanitiser wrote them (decision 35).
import type { Element, Root, Text } from "hast";
import { Parser } from "htmlparser2";
import { find, html as htmlSchema } from "property-information";

/** Text inserted at `at`, or put in place of the source from `at` to `end`. */
export interface Edit {
  at: number;
  end?: number;
  text: string;
}

/** A unist point at each offset, for offsets that only grow: lines are counted from one newline to the next. */
function pointsIn(html: string) {
  let line = 1;
  let lineStart = 0;
  let nextNewline = html.indexOf("\n");
  return (offset: number) => {
    while (nextNewline !== -1 && nextNewline < offset) {
      line++;
      lineStart = nextNewline + 1;
      nextNewline = html.indexOf("\n", lineStart);
    }
    return { line, column: offset - lineStart + 1, offset };
  };
}

/**
 * Reads `html` into a hast tree with htmlparser2, the parser the sanitiser itself uses, so the tree is the one its
 * output spells (no elements a browser would add, such as <tbody>). Text and attribute values are decoded; each
 * node's position covers its source, an element's from `<` of its start tag to `>` of its end tag.
 */
export function parseBody(html: string): Root {
  const root: Root = { type: "root", children: [] };
  const open: Array<Root | Element> = [root];
  const point = pointsIn(html);
  const parser: Parser = new Parser({
    onopentag(tagName, attribs) {
      const properties: Element["properties"] = {};
      for (const [name, value] of Object.entries(attribs)) properties[find(htmlSchema, name).property] = value;
      const element: Element = { type: "element", tagName, properties, children: [] };
      element.position = { start: point(parser.startIndex), end: point(parser.endIndex + 1) };
      open.at(-1)!.children.push(element);
      open.push(element);
    },
    ontext(value) {
      const siblings = open.at(-1)!.children;
      const last = siblings.at(-1);
      if (last?.type === "text" && last.position) {
        last.value += value;
        last.position.end = point(parser.endIndex + 1);
        return;
      }
      const text: Text = { type: "text", value };
      text.position = { start: point(parser.startIndex), end: point(parser.endIndex + 1) };
      siblings.push(text);
    },
    onclosetag() {
      const element = open.pop() as Element;
      if (element.position) element.position.end = point(Math.max(parser.endIndex + 1, element.position.end.offset!));
    },
  });
  parser.end(html);
  return root;
}

/**
 * Calls `visit` for every element under `node`, in document order. A plain walk: unist-util-visit, which keeps each
 * node's ancestors, took five times as long over a post body (docs/decisions/0035-html-as-a-tree.md).
 */
export function eachElement(node: Root | Element, visit: (element: Element) => void): void {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    visit(child);
    eachElement(child, visit);
  }
}

/** Offset of `<` of the element's start tag. */
export const startOf = (element: Element) => element.position?.start.offset ?? 0;

/** Offset just past `>` of the element's start tag (sanitised HTML escapes `>` inside attribute values). */
export const startTagEnd = (html: string, element: Element) => html.indexOf(">", startOf(element)) + 1;

/** Offset of the element's end tag, or -1 when the source has none (an element the parser closed for it). */
export function endTagStart(html: string, element: Element): number {
  const end = element.position?.end.offset ?? 0;
  const at = end - `</${element.tagName}>`.length;
  return html.startsWith(`</${element.tagName}>`, at) ? at : -1;
}

/** `html` with the edits made; edits at the same offset keep their order. */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  if (edits.length === 0) return html;
  const sorted = edits
    .map((edit, index) => ({ edit, index }))
    .sort((a, b) => a.edit.at - b.edit.at || a.index - b.index);
  let out = "";
  let from = 0;
  for (const { edit } of sorted) {
    out += html.slice(from, edit.at) + edit.text;
    from = Math.max(from, edit.end ?? edit.at);
  }
  return out + html.slice(from);
}
