// Build-time touches to a sanitised post body that the body's author cannot write (the sanitiser drops them).
import type { Element, ElementContent } from "hast";
import { eachElement, endTagStart, startOf, startTagEnd, type Edit } from "./body-tree.ts";
import { escapeHtml } from "../text/escape.ts";
import { plainText } from "../text/html-text.ts";

const isElement = (node: ElementContent, tagName: string): node is Element =>
  node.type === "element" && node.tagName === tagName;

/** Every element named `tagName` inside `root`, in document order. */
function elementsIn(root: Element, tagName: string): Element[] {
  const found: Element[] = [];
  eachElement(root, (element) => {
    if (element.tagName === tagName) found.push(element);
  });
  return found;
}

/** The table's caption when it comes first (only whitespace before it), as plain text. */
function captionText(table: Element): string {
  const first = table.children.find((child) => child.type !== "text" || child.value.trim() !== "");
  return first && isElement(first, "caption") ? plainText(first) : "";
}

/** How many columns a cell covers: its `colspan` when that is a whole number, else 1. */
const columnsOf = (cell: Element) => {
  const span = String(cell.properties.colSpan ?? "");
  return /^\d+$/.test(span) ? Number(span) : 1;
};

/**
 * Gives every body cell its column's heading as `data-label`, so that on a phone, where CSS shows each row as a
 * stacked card (blog.css), every value is shown under its heading without a sideways swipe and without JavaScript.
 * The headings are the cells of the table's header (`<thead>`); the rows after it are labelled.
 */
function labelCells(html: string, table: Element): Edit[] {
  const head = table.children.find((child) => isElement(child, "thead")) as Element | undefined;
  if (!head) return [];
  const labels = elementsIn(head, "th").map((cell) => escapeHtml(plainText(cell)));
  const headEnd = head.position?.end.offset ?? 0;
  const edits: Edit[] = [];
  for (const row of elementsIn(table, "tr")) {
    if (startOf(row) < headEnd) continue;
    let column = 0;
    for (const cell of row.children) {
      if (cell.type !== "element" || (cell.tagName !== "td" && cell.tagName !== "th")) continue;
      const label = labels[column];
      column += columnsOf(cell);
      if (label) edits.push({ at: startTagEnd(html, cell) - 1, text: ` data-label="${label}"` });
    }
  }
  return edits;
}

/**
 * Wraps a table in a labelled, keyboard-focusable region that scrolls sideways when the table is wider than the
 * column (keyboard users must be able to scroll it), and labels its cells for the phone layout (`labelCells`).
 * The region's label is the table's caption, else `heading` (the text of the heading above it), else "Table".
 */
export function wrapTable(html: string, table: Element, heading: string): Edit[] {
  const close = endTagStart(html, table);
  if (close === -1) return [];
  const label = escapeHtml(captionText(table) || heading || "Table");
  return [
    { at: startOf(table), text: `<div class="table-scroll" role="region" tabindex="0" aria-label="${label}">` },
    ...labelCells(html, table),
    { at: close + "</table>".length, text: "</div>" },
  ];
}

/** Lets keyboard users scroll a code block that is wider than the screen (as `wrapTable` does for tables). */
export function focusableCode(html: string, pre: Element): Edit[] {
  return [{ at: startTagEnd(html, pre) - 1, text: ' tabindex="0"' }];
}
