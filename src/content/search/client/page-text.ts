// A post's text for search excerpts, read from its body as the post page shows it (the `post.content` of its
// page-data.json, parsed by the browser): its sections, each with the id its heading has on the page, and sentences.
import type { SearchText } from "./search-options.ts";

/** Elements whose end breaks a line of text: a sentence never runs across them. */
const blockEnds = new Set([
  "p",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "pre",
  "td",
  "th",
  "dd",
  "dt",
  "figcaption",
  "caption",
]);

/** Sentences of a run of text: split at line ends and after a full stop, question or exclamation mark. */
const sentences = (text: string): string[] =>
  text
    .split(/\n+|(?<=[.!?…])\s+(?=["“‘(]?[\p{Lu}\p{N}])/u)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));

const textNode = 3;
const elementNode = 1;

/** The sections of a parsed post body (h2–h4 with an id start one), "" before the first heading. */
export function pageText(body: ParentNode): SearchText {
  const text: SearchText = [];
  let section: [string, string] = ["", ""];
  let run: string[] = [];
  const endSection = () => text.push([...section, sentences(run.join(""))]);
  const walk = (node: ParentNode) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === textNode) run.push(child.nodeValue ?? "");
      if (child.nodeType !== elementNode) continue;
      const element = child as Element;
      const tag = element.tagName.toLowerCase();
      if (/^h[2-4]$/.test(tag) && element.id) {
        endSection();
        section = [element.id, (element.textContent ?? "").replace(/\s+/g, " ").trim()];
        run = [];
        continue;
      }
      if (tag === "br") run.push("\n");
      run.push(" ");
      walk(element);
      run.push(blockEnds.has(tag) ? "\n" : " ");
    }
  };
  walk(body);
  endSection();
  return text.filter(([id, , lines]) => id || lines.length > 0);
}
