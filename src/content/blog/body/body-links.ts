// The links a post body holds (`<a href>` of the sanitised HTML), each located in the body's source. A function of
// the body alone, so it is remembered with the body's check; whether each leads to a page is decided per run, against
// the pages of that run (src/content/checking/internal-links.ts).
import { decodeHTMLAttribute } from "entities";

/** A link as written (entities decoded), and where it is written in the body's source. */
export interface BodyLink {
  href: string;
  offset: number;
}

/** Links that never lead to a page of the site: same-page anchors, mail and telephone links. */
const notPagePattern = /^(#|mailto:|tel:)/i;

/** Every `<a href>` of the sanitised HTML that may lead to a page, located at its mention in the source (in order). */
export function linksIn(clean: string, source: string): BodyLink[] {
  const links: BodyLink[] = [];
  let from = 0;
  for (const match of clean.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const raw = match[1] ?? "";
    const href = decodeHTMLAttribute(raw);
    if (href === "" || notPagePattern.test(href)) continue;
    // As written: decoded (Markdown, most HTML) or with its entities (HTML that wrote `&amp;`).
    const at = [href, raw].map((text) => source.indexOf(text, from)).find((index) => index !== -1) ?? -1;
    links.push({ href, offset: at === -1 ? 0 : at });
    if (at !== -1) from = at + 1;
  }
  return links;
}
