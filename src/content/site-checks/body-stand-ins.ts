// The stand-ins in a post's body (Markdown or HTML), at their line and column: the text a reader reads and the
// attributes they or a machine read (alt, title, aria-label, a link's address); never code, which is shown as written.
import { Parser } from "htmlparser2";
import { blankMarkdownCode, findStandIns, addressForms, type StandIn } from "./stand-in-grammar.ts";

/** A stand-in in a body: the grammar's finding, with its offset in the body's text. */
export type BodyStandIn = StandIn;

/** The attributes a reader or a machine reads: every form applies to these. */
export const readAttributes = new Set(["alt", "title", "aria-label", "aria-description", "label"]);
/** The attributes that hold an address: only the address forms apply (a URL may hold brackets and words). */
export const addressAttributes = new Set(["href", "src", "srcset", "action", "poster", "cite"]);
/** Elements whose text is code or not text, shown as written or not at all. */
export const unreadElements = new Set(["code", "pre", "kbd", "samp", "script", "style", "template"]);

/** Every stand-in in an HTML text, outside code, in order. */
function htmlStandIns(html: string): BodyStandIn[] {
  const found: BodyStandIn[] = [];
  let inCode = 0;
  const add = (text: string, offset: number, forms?: Parameters<typeof findStandIns>[1]) => {
    for (const standIn of findStandIns(text, forms)) found.push({ ...standIn, index: offset + standIn.index });
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (unreadElements.has(name)) inCode += 1;
        for (const [attribute, value] of Object.entries(attributes)) {
          // Where the value is written inside the tag (as written: entities are left undecoded).
          const at = Math.max(parser.startIndex, html.indexOf(value, parser.startIndex));
          if (readAttributes.has(attribute)) add(value, at);
          else if (addressAttributes.has(attribute)) add(value, at, addressForms);
        }
      },
      onclosetag(name) {
        if (unreadElements.has(name)) inCode = Math.max(0, inCode - 1);
      },
      ontext(text) {
        if (inCode === 0) add(text, parser.startIndex);
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return found.sort((a, b) => a.index - b.index);
}

/** Every stand-in in a Markdown text, outside code (fenced, indented, inline), in order. */
function markdownStandIns(markdown: string): BodyStandIn[] {
  return findStandIns(blankMarkdownCode(markdown));
}

/** The stand-ins of a body by its kind: `.html` bodies are HTML, every other body Markdown. */
export const bodyStandIns = (text: string, path: string): BodyStandIn[] =>
  path.endsWith(".html") ? htmlStandIns(text) : markdownStandIns(text);
