import sanitizeHtml from "sanitize-html";
import { Parser } from "htmlparser2";

/** The allow-list for post bodies: prose, tables, code, images and links; nothing that runs or embeds. */
export const postHtmlPolicy: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "p", "br", "hr", "ul", "ol", "li", "blockquote", "strong", "em", "b", "i", "s", "sub", "sup",
    "a", "code", "pre", "kbd", "mark", "abbr", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
    "figure", "figcaption", "img", "dl", "dt", "dd",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "width", "height"],
    abbr: ["title"],
    ol: ["start"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    code: ["class"],
  },
  allowedClasses: { code: [/^language-[a-z0-9+-]+$/] },
  allowedSchemes: ["https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

/** Something the sanitiser removed, located in the source text. */
export interface Removal {
  offset: number;
  message: string;
}

interface Tag {
  name: string;
  attribs: Record<string, string>;
  start: number;
  end: number;
}

function readTags(html: string): Tag[] {
  const tags: Tag[] = [];
  const parser: Parser = new Parser({
    onopentag(name, attribs) {
      tags.push({ name, attribs, start: parser.startIndex, end: parser.endIndex });
    },
  });
  parser.end(html);
  return tags;
}

function describeAttribute(tag: Tag, name: string): string {
  const value = tag.attribs[name] ?? "";
  if (name.startsWith("on")) return `event-handler attribute \`${name}\` on <${tag.name}> is not allowed: post bodies run no script`;
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (["href", "src"].includes(name) && scheme) {
    const allowed = tag.name === "img" ? "an https:// address" : "an https:// address, a mailto: address or a site path like /blog/…";
    return `\`${scheme}:\` address in ${name}="${value.slice(0, 60)}" on <${tag.name}> is not allowed; use ${allowed}`;
  }
  if (["href", "src"].includes(name) && value.startsWith("//")) return `protocol-relative address in ${name} on <${tag.name}>; write it with https://`;
  return `attribute \`${name}\` is not allowed on <${tag.name}>; remove it (styling comes from the site's stylesheet)`;
}

function describeElement(tag: Tag): string {
  if (tag.name === "script") return "<script> is not allowed in a post body: post bodies run no script";
  if (["iframe", "embed", "object", "video", "audio", "form", "input", "style", "link", "meta"].includes(tag.name)) {
    return `<${tag.name}> is not allowed in a post body (no embeds, forms or styles); link to the resource instead`;
  }
  if (tag.name === "h1") return "<h1> is not allowed in a post body: the page already shows the title as h1; use <h2>";
  return `<${tag.name}> is not in the allowed tags for a post body (${postHtmlPolicy.allowedTags === false ? "" : postHtmlPolicy.allowedTags?.join(", ")})`;
}

/**
 * Sanitises a post body and reports each element or attribute the sanitiser dropped, by comparing the tags
 * before and after (the sanitiser keeps the order of what it keeps).
 */
export function sanitizePostHtml(html: string): { html: string; removals: Removal[] } {
  const clean = sanitizeHtml(html, postHtmlPolicy);
  if (clean === html) return { html: clean, removals: [] };
  const kept = readTags(clean);
  const removals: Removal[] = [];
  let next = 0;
  for (const tag of readTags(html)) {
    const match = kept[next];
    if (!match || match.name !== tag.name) {
      removals.push({ offset: tag.start, message: describeElement(tag) });
      continue;
    }
    next++;
    for (const name of Object.keys(tag.attribs)) {
      if (match.attribs[name] === tag.attribs[name]) continue;
      const at = html.slice(tag.start, tag.end).toLowerCase().indexOf(name);
      removals.push({ offset: tag.start + Math.max(at, 0), message: describeAttribute(tag, name) });
    }
  }
  return { html: clean, removals };
}
