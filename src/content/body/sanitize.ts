// The post-body sanitiser: an allow-list of prose, tables, code, images and links, and what it removed, located.
import sanitizeHtml from "sanitize-html";
import { Parser } from "htmlparser2";

/** Heading ids an author may write: lowercase words joined by hyphens, as the build makes them. */
export const headingIdPattern = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The allow-list for post bodies: prose, tables, code, images and links; nothing that runs or embeds. */
const postHtmlPolicy: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "blockquote",
    "strong",
    "em",
    "b",
    "i",
    "s",
    "sub",
    "sup",
    "del",
    "a",
    "code",
    "pre",
    "kbd",
    "mark",
    "abbr",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "figure",
    "figcaption",
    "img",
    "dl",
    "dt",
    "dd",
    "span",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "width", "height"],
    abbr: ["title"],
    ol: ["start"],
    // `align` is how a Markdown table's `---:` column comes out; the stylesheet honours it.
    th: ["scope", "colspan", "rowspan", { name: "align", multiple: false, values: ["left", "center", "right"] }],
    td: ["colspan", "rowspan", { name: "align", multiple: false, values: ["left", "center", "right"] }],
    code: ["class"],
    span: ["class"],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
  },
  // Highlighted code (src/content/body/markdown.ts) is coloured by classes: the CSP allows no inline style.
  allowedClasses: { code: [/^language-[a-z0-9+-]+$/, "hljs"], span: [/^hljs-[a-z_-]+$/, /^[a-z]+_$/] },
  // A heading id must be a plain slug: it becomes a link target (#id) and must not clash with the page's own ids.
  transformTags: Object.fromEntries(
    ["h2", "h3", "h4"].map((tag) => [
      tag,
      (tagName: string, attribs: sanitizeHtml.Attributes) => {
        const { id, ...rest } = attribs;
        return { tagName, attribs: id !== undefined && headingIdPattern.test(id) ? { ...rest, id } : rest };
      },
    ]),
  ),
  allowedSchemes: ["https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

const allowedTagNames = postHtmlPolicy.allowedTags as string[];
const allowedTags = new Set(allowedTagNames);

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

/** What a comment, CDATA section or processing instruction (which the sanitiser drops, with any text in it) is. */
function describeMarkup(kind: "comment" | "instruction", data: string): string {
  const text = data.replace(/^\[CDATA\[|\]\]$/g, "").trim();
  const shown = text.length > 40 ? `${text.slice(0, 37)}…` : text;
  // Stryker disable next-line ConditionalExpression: equivalent; only a comment's data can start with `[CDATA[`.
  if (kind === "comment" && data.startsWith("[CDATA[")) {
    return `a CDATA section is removed from the page, and its text "${shown}" with it: write the text as plain HTML (with &lt; for <)`;
  }
  if (kind === "comment")
    return `an HTML comment is removed from the page${shown ? ` ("${shown}")` : ""}: delete it, or keep notes outside the post body`;
  return `<${shown}> is removed from the page (a declaration or processing instruction has no place in a post body): delete it`;
}

/** The start tags of `html`; with `dropped`, also the comments and instructions the sanitiser removes, as removals. */
function readTags(html: string, dropped?: Removal[]): Tag[] {
  const tags: Tag[] = [];
  const parser: Parser = new Parser({
    onopentag(name, attribs) {
      tags.push({ name, attribs, start: parser.startIndex, end: parser.endIndex });
    },
    ...(dropped
      ? {
          oncomment: (data: string) =>
            void dropped.push({ offset: parser.startIndex, message: describeMarkup("comment", data) }),
          // Stryker disable next-line StringLiteral: equivalent; any kind but "comment" reads as an instruction.
          onprocessinginstruction: (_name: string, data: string) =>
            void dropped.push({ offset: parser.startIndex, message: describeMarkup("instruction", data) }),
        }
      : {}),
  });
  parser.end(html);
  return tags;
}

/**
 * One attribute in a start tag: its name, then an optional `=value` (quoted or not), so a name inside a value never
 * matches.
 */
const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/** Offset of attribute `name` in the source of `tag` (the tag's start when it cannot be found). */
function attributeOffset(html: string, tag: Tag, name: string): number {
  // Stryker disable next-line ArithmeticOperator: equivalent; the tag's last characters end its last attribute, whose
  // name is found where it starts either way.
  const source = html.slice(tag.start, tag.end + 1);
  // Past `<` and the name, which the parser read from the source (lower-cased, so just as long).
  attributePattern.lastIndex = 1 + tag.name.length;
  for (let match = attributePattern.exec(source); match; match = attributePattern.exec(source)) {
    if ((match[1] as string).toLowerCase() === name) return tag.start + match.index;
  }
  return tag.start;
}

/** Names the characters browsers skip inside an address, by which `java&#x09;script:` still runs as `javascript:`. */
function hiddenBy(value: string): string {
  // Only called for an address with a character below U+0021 in it, so `match` finds one.
  // eslint-disable-next-line no-control-regex
  const found = [...new Set(value.match(/[\x00-\x20]/g) as string[])].filter(
    // Stryker disable next-line MethodExpression: equivalent; whitespace at the ends cannot be inside \S\s+\S.
    (char) => char !== " " || /\S\s+\S/.test(value.trim()),
  );
  const names: Record<string, string> = { "\t": "a tab", "\n": "a line break", "\r": "a carriage return" };
  return found
    .map(
      (char) =>
        names[char] ??
        (char === " "
          ? "a space"
          : `the control character U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`),
    )
    .join(" and ");
}

function describeAttribute(tag: Tag, name: string): string {
  const value = tag.attribs[name] as string;
  if (name.startsWith("on"))
    return `event-handler attribute \`${name}\` on <${tag.name}> is not allowed: post bodies run no script`;
  // Browsers (and the sanitiser) ignore control characters, spaces and comments inside an address: read it as they do.
  // Stryker disable next-line Regex: equivalent; removing each character alone removes a run of them too.
  const unspaced = value.replace(/[\x00-\x20]+/g, ""); // eslint-disable-line no-control-regex
  const read = unspaced.replace(/<!--.*?-->/g, "");
  const scheme = (/^([a-z][a-z0-9+.-]*):/i.exec(read)?.[1] as string | undefined)?.toLowerCase();
  const shown = JSON.stringify(value.slice(0, 60)).slice(1, -1);
  if (["href", "src"].includes(name) && scheme && !/^\s*[a-z][a-z0-9+.-]*:/i.test(value)) {
    const how = value.includes("<!--") ? "an HTML comment" : hiddenBy(value);
    return (
      `\`${scheme}:\` address hidden with ${how} in ${name}="${shown}" on <${tag.name}> is not allowed: browsers ` +
      `skip those characters, so it would run as \`${scheme}:\``
    );
  }
  if (["href", "src"].includes(name) && /^[/\\]{2}/.test(read) && read.includes("\\")) {
    return (
      `${name}="${shown}" on <${tag.name}> leads to another host: browsers read a backslash as /, so it is the ` +
      `protocol-relative address //${read.slice(2).split(/[/\\]/)[0] as string}; write a full https:// address, or a site ` +
      `path with one /`
    );
  }
  if (["href", "src"].includes(name) && scheme) {
    const allowed =
      tag.name === "img" ? "an https:// address" : "an https:// address, a mailto: address or a site path like /blog/…";
    return `\`${scheme}:\` address in ${name}="${value.slice(0, 60)}" on <${tag.name}> is not allowed; use ${allowed}`;
  }
  if (name === "id" && /^h[2-4]$/.test(tag.name))
    return (
      `heading id="${value.slice(0, 60)}" is not a plain slug; use lowercase letters, digits and hyphens (e.g. ` +
      `id="my-section"), or leave it out and the build makes one`
    );
  if (value.trim() === "") return `empty attribute \`${name}\` on <${tag.name}>; give it a value or remove it`;
  if (["href", "src"].includes(name) && value.startsWith("//"))
    return `protocol-relative address in ${name} on <${tag.name}>; write it with https://`;
  const why = ["style", "class", "id"].includes(name) ? " (styling comes from the site's stylesheet)" : "";
  return `attribute \`${name}\` is not allowed on <${tag.name}>; remove it${why}`;
}

function describeElement(tag: Tag): string {
  if (tag.name === "script") return "<script> is not allowed in a post body: post bodies run no script";
  if (["iframe", "embed", "object", "video", "audio", "form", "input", "style", "link", "meta"].includes(tag.name)) {
    return `<${tag.name}> is not allowed in a post body (no embeds, forms or styles); link to the resource instead`;
  }
  if (tag.name === "h1") return "<h1> is not allowed in a post body: the page already shows the title as h1; use <h2>";
  return `<${tag.name}> is not in the allowed tags for a post body (${allowedTagNames.join(", ")})`;
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
  for (const tag of readTags(html, removals)) {
    const match = kept[next];
    if (!match || match.name !== tag.name) {
      // An allowed tag is only dropped with the element around it (e.g. inside <textarea>), which is reported.
      if (!allowedTags.has(tag.name)) removals.push({ offset: tag.start, message: describeElement(tag) });
      continue;
    }
    next++;
    for (const name of Object.keys(tag.attribs)) {
      if (match.attribs[name] === tag.attribs[name]) continue;
      removals.push({ offset: attributeOffset(html, tag, name), message: describeAttribute(tag, name) });
    }
  }
  return { html: clean, removals: removals.sort((a, b) => a.offset - b.offset) };
}
