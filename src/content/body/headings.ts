// Heading anchors and the table of contents of a sanitised post body, added at build time for every body kind.
import type { Element } from "hast";
import { endTagStart, startOf, startTagEnd, type Edit } from "./body-tree.ts";
import { headingIdPattern } from "./sanitize.ts";
import { slugify } from "../shared/slug.ts";
import { plainText } from "../text/html-text.ts";

export interface TocEntry {
  id: string;
  /** Plain text of the heading. */
  text: string;
  level: 2 | 3;
}

/** A table of contents is shown from this many sections (h2) on. */
const tocMinSections = 3;

/** Ids the post page itself uses: a heading never takes one of them. */
export const pageIds = ["main", "root", "post-title", "read-next-title", "contents-title"];

/** The headings that get an id and an anchor; h2 and h3 also make the outline. */
export const anchoredHeadings = new Set(["h2", "h3", "h4"]);

/**
 * A heading's id: the author's own slug when it is one, else made from its text (`section` when that has no letter
 * or digit), with `-2`, `-3` for repeats of an id in `used` (which the new id joins).
 */
function headingId(text: string, ownId: unknown, used: Set<string>): string {
  const base = typeof ownId === "string" && headingIdPattern.test(ownId) ? ownId : slugify(text) || "section";
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/**
 * Gives an h2–h4 its id and a link to itself that shows on hover and focus: the edits to make, and its outline entry
 * (null for an h4, or a heading whose end tag the source lacks, which is left as it is).
 */
export function anchorHeading(
  html: string,
  heading: Element,
  used: Set<string>,
): { edits: Edit[]; entry: TocEntry | null } {
  const close = endTagStart(html, heading);
  if (close === -1) return { edits: [], entry: null };
  const text = plainText(heading);
  const id = headingId(text, heading.properties.id, used);
  const { tagName } = heading;
  const edits = [
    { at: startOf(heading), end: startTagEnd(html, heading), text: `<${tagName} id="${id}">` },
    { at: close, text: `<a class="heading-anchor" href="#${id}" aria-label="Link to this section"></a>` },
  ];
  return { edits, entry: tagName === "h4" ? null : { id, text, level: tagName === "h2" ? 2 : 3 } };
}

/** The table of contents: the h2/h3 outline when there are enough sections to need one, else empty. */
export function tableOfContents(headings: readonly TocEntry[]): TocEntry[] {
  return headings.filter((heading) => heading.level === 2).length >= tocMinSections ? [...headings] : [];
}
