// Heading anchors and the table of contents of a sanitised post body, added at build time for every body kind.
import { decodeHTML } from "entities";
import { headingIdPattern } from "./sanitize.ts";
import { slugify } from "../../shared/slug.ts";

export interface TocEntry {
  id: string;
  /** Plain text of the heading. */
  text: string;
  level: 2 | 3;
}

/** A table of contents is shown from this many sections (h2) on. */
export const tocMinSections = 3;

/** Ids the post page itself uses: a heading never takes one of them. */
export const pageIds = ["main", "root", "post-title", "keep-reading-title", "contents-title"];

const headingPattern = /<h([2-4])(?: id="([^"]*)")?>([\s\S]*?)<\/h\1>/g;

const plainText = (html: string) =>
  decodeHTML(html.replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

/**
 * Gives every h2–h4 a stable id made from its text (an author's own id is kept), unique on the page (`-2`, `-3`
 * for repeats), and a link to itself that shows on hover and focus. Returns the body and its h2/h3 outline.
 */
export function anchorHeadings(html: string): { html: string; headings: TocEntry[] } {
  const used = new Set(pageIds);
  const headings: TocEntry[] = [];
  const out = html.replace(headingPattern, (_match, level: string, ownId: string | undefined, inner: string) => {
    const text = plainText(inner);
    const base = ownId && headingIdPattern.test(ownId) ? ownId : slugify(text) || "section";
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    if (level !== "4") headings.push({ id, text, level: level === "2" ? 2 : 3 });
    return `<h${level} id="${id}">${inner}<a class="heading-anchor" href="#${id}" aria-label="Link to this section"></a></h${level}>`;
  });
  return { html: out, headings };
}

/** The table of contents: the h2/h3 outline when there are enough sections to need one, else empty. */
export function tableOfContents(headings: readonly TocEntry[]): TocEntry[] {
  return headings.filter((heading) => heading.level === 2).length >= tocMinSections ? [...headings] : [];
}
