// The stand-ins in what the build wrote: a page's visible text, the attributes people and machines read (alt, title,
// aria-label, the meta description and social tags, JSON-LD), its addresses, and the feeds (RSS, Atom, JSON Feed).
// The production build's second gate (scripts/pipeline/output-gate.ts) refuses every one, whatever made it.
import * as cheerio from "cheerio";
import { Parser } from "htmlparser2";
import { addressAttributes, readAttributes, unreadElements } from "./body-stand-ins.ts";
import { addressForms, findStandIns, formsFor, isAddress, type StandIn } from "./stand-in-grammar.ts";

/** A stand-in in an output file: what read it (`text`, `alt`, `JSON-LD`, …), the text it is in, and the finding. */
export interface OutputStandIn {
  where: string;
  text: string;
  standIn: StandIn;
}

function scan(where: string, text: string, out: OutputStandIn[], forms = formsFor(text)) {
  for (const standIn of findStandIns(text, forms)) out.push({ where, text, standIn });
}

/** Every string of a JSON value, for JSON-LD and the JSON Feed. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === "object") for (const item of Object.values(value)) yield* strings(item);
}

/** The meta tags whose `content` a machine reads as words or addresses: the description and the social tags. */
const readMeta = /^(?:description|og:.+|twitter:.+|article:.+|author)$/;

/** An address as a reader's browser reads it: `%2F` and the like decoded (a share link carries the page's address). */
function decoded(address: string): string {
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}

/**
 * Every stand-in in an HTML page (or a fragment, such as a feed item's content), read in one pass of htmlparser2's
 * stream (a page of 10,000 posts' site is read in about a millisecond).
 */
export function pageStandIns(html: string): OutputStandIn[] {
  const out: OutputStandIn[] = [];
  let unread = 0;
  let jsonLd: string[] | undefined;
  const open: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      open.push(name);
      if (name === "script" && attributes.type === "application/ld+json") jsonLd = [];
      if (unreadElements.has(name)) unread += 1;
      if (name === "meta") {
        const key = attributes.name ?? attributes.property ?? "";
        if (attributes.content && readMeta.test(key)) scan(`meta ${key}`, attributes.content, out);
        return;
      }
      if (unread > 0) return;
      for (const [attribute, value] of Object.entries(attributes)) {
        if (readAttributes.has(attribute)) scan(attribute, value, out);
        else if (addressAttributes.has(attribute)) scan(attribute, decoded(value), out, addressForms);
      }
    },
    ontext(text) {
      if (jsonLd) jsonLd.push(text);
      else if (unread === 0 && text.trim()) scan(open.at(-1) === "title" ? "title" : "text", text, out);
    },
    onclosetag(name) {
      open.pop();
      if (unreadElements.has(name)) unread = Math.max(0, unread - 1);
      if (name !== "script" || !jsonLd) return;
      try {
        for (const text of strings(JSON.parse(jsonLd.join("")))) scan("JSON-LD", text, out);
      } catch {
        // The page check reports broken JSON-LD.
      }
      jsonLd = undefined;
    },
  });
  parser.end(html);
  return out;
}

/** Every stand-in in an RSS or Atom feed: its words, its addresses, and each item's HTML content. */
export function xmlFeedStandIns(xml: string): OutputStandIn[] {
  const $ = cheerio.load(xml, { xml: true });
  const out: OutputStandIn[] = [];
  for (const element of $("*").toArray()) {
    if (!("attribs" in element)) continue;
    const name = element.name;
    for (const value of Object.values(element.attribs)) if (isAddress(value)) scan(name, value, out);
    // A leaf's words (its text or CDATA); an element with children has only the whitespace between them.
    const own = $(element).children().length === 0 ? $(element).text().trim() : "";
    if (!own) continue;
    if (/^(?:content:encoded|content|description|summary)$/.test(name) && own.includes("<"))
      out.push(...pageStandIns(own).map((found) => ({ ...found, where: `${name} ${found.where}` })));
    else scan(name, own, out);
  }
  return out;
}

/** Every stand-in in a JSON Feed: its strings, and each item's HTML content as a page. */
export function jsonFeedStandIns(json: string): OutputStandIn[] {
  const out: OutputStandIn[] = [];
  const feed = JSON.parse(json) as { items?: Array<Record<string, unknown>> };
  const items = feed.items ?? [];
  for (const item of items) if (typeof item.content_html === "string") out.push(...pageStandIns(item.content_html));
  const rest = { ...feed, items: items.map(({ content_html: _html, ...other }) => other) };
  for (const text of strings(rest)) scan("JSON Feed", text, out);
  return out;
}
