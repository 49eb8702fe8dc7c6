// What a sanitised post body points at, read from its tree: the links it holds (each located in the body's source),
// the images it shows, and its addresses by site path. The links are a function of the body alone, so they are
// remembered with the body's check; whether each leads to a page is decided per run, against the pages of that run
// (src/content/site-checks/internal-links.ts).
import type { Element, Root } from "hast";
import { eachElement, parseBody, startOf, startTagEnd } from "./body-tree.ts";

/** A link as written (entities decoded), and where it is written in the body's source. */
export interface BodyLink {
  href: string;
  offset: number;
}

/** Links that never lead to a page of the site: same-page anchors, mail and telephone links. */
const notPagePattern = /^(#|mailto:|tel:)/i;

/** The address an `<a>` or `<img>` names: `href` of a link, `src` of an image. */
const addressAttribute = { a: "href", img: "src" } as const;

/** A link's `href` or an image's `src`: decoded, and the offsets of its value as written (between its quotes). */
interface Address {
  element: Element;
  value: string;
  start: number;
  end: number;
}

/** Every `<a href>` and `<img src>` of the body, in order, with where each value is written in `html`. */
function addressesIn(html: string, tree: Root): Address[] {
  const found: Address[] = [];
  eachElement(tree, (element) => {
    const name = addressAttribute[element.tagName as keyof typeof addressAttribute];
    const value = name ? element.properties[name] : undefined;
    if (typeof value !== "string") return;
    // The sanitiser writes every value double-quoted, with `"` escaped: the value runs to the next quote.
    const at = html.slice(startOf(element), startTagEnd(html, element)).indexOf(` ${name}="`);
    if (at === -1) return;
    const start = startOf(element) + at + name.length + 3;
    found.push({ element, value, start, end: html.indexOf('"', start) });
  });
  return found;
}

/** Every `<a href>` of the sanitised HTML that may lead to a page, located at its mention in the source (in order). */
export function linksIn(clean: string, source: string, tree = parseBody(clean)): BodyLink[] {
  const links: BodyLink[] = [];
  let from = 0;
  for (const { element, value: href, start, end } of addressesIn(clean, tree)) {
    if (element.tagName !== "a" || href === "" || notPagePattern.test(href)) continue;
    // As written: decoded (Markdown, most HTML) or with its entities (HTML that wrote `&amp;`).
    const raw = clean.slice(start, end);
    const at = [href, raw].map((text) => source.indexOf(text, from)).find((index) => index !== -1) ?? -1;
    links.push({ href, offset: at === -1 ? 0 : at });
    if (at !== -1) from = at + 1;
  }
  return links;
}

/** Every `<img src>` in a sanitised body, decoded, in order (without a tree, a body with no `<img` is not parsed). */
export function imageSources(html: string, tree?: Root): string[] {
  if (!tree && !html.includes("<img")) return [];
  const sources: string[] = [];
  eachElement(tree ?? parseBody(html), (element) => {
    if (element.tagName === "img" && typeof element.properties.src === "string") sources.push(element.properties.src);
  });
  return sources;
}

/**
 * The links and images of the body that name a site path (`/blog/x`, not `//host/x`), with where each value is written.
 */
export function sitePathAddresses(html: string, tree: Root): Array<{ path: string; start: number; end: number }> {
  return addressesIn(html, tree)
    .filter(({ value }) => value.startsWith("/") && !value.startsWith("//"))
    .map(({ value, start, end }) => ({ path: value, start, end }));
}
