// The body as the post page shows it: one reading of the sanitised HTML as a tree, and every build-time touch made
// in that one pass (headings anchored, tables wrapped and labelled, code blocks focusable, the site's own images
// offered in modern formats at several widths).
import { anchoredHeadings, anchorHeading, pageIds, type TocEntry } from "./headings.ts";
import { applyEdits, eachElement, parseBody, type Edit } from "./body-tree.ts";
import { focusableCode, wrapTable } from "./prose.ts";
import { responsiveImage } from "./body-images.ts";
import { plainText } from "../text/html-text.ts";

/** The page's body HTML and its h2/h3 outline. */
export function pageBody(html: string): { html: string; headings: TocEntry[] } {
  const edits: Edit[] = [];
  const headings: TocEntry[] = [];
  const used = new Set(pageIds);
  let lastHeading = "";
  eachElement(parseBody(html), (element) => {
    if (anchoredHeadings.has(element.tagName)) {
      lastHeading = plainText(element);
      const anchored = anchorHeading(html, element, used);
      edits.push(...anchored.edits);
      if (anchored.entry) headings.push(anchored.entry);
    } else if (element.tagName === "table") edits.push(...wrapTable(html, element, lastHeading));
    else if (element.tagName === "pre") edits.push(...focusableCode(html, element));
    else if (element.tagName === "img") edits.push(...responsiveImage(html, element));
  });
  return { html: applyEdits(html, edits), headings };
}
