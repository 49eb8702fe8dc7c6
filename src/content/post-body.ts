// A post body checked on its own, apart from its metadata: sanitised against the allow-list (with what was removed,
// located in the source) and its words counted. Bodies are independent of each other, so scripts may run this
// on several cores or remember its results by content hash; the core only asks for a `CheckBody`.
import { renderMarkdown } from "./markdown.ts";
import { countWords } from "./posts.ts";
import { sanitizePostHtml, type Removal } from "./sanitize.ts";

export interface BodyCheck {
  /** The sanitised HTML: what the site renders. */
  html: string;
  removals: Removal[];
  /** Words in the sanitised HTML, for the read time. */
  words: number;
}

/** Checks the body in `file` (its path under data/: its extension says how to read it, and a memoising caller may use it to find earlier results). */
export type CheckBody = (text: string, file: string) => BodyCheck;

/** The two ways to write a post body: an HTML fragment or Markdown. */
export type BodyKind = "html" | "md";

/** The body files of a post: `posts/<name>.html` or `posts/<name>.md`. */
export const postBodyPattern = /^posts\/[^/]+\.(html|md)$/;

export function bodyKind(file: string): BodyKind {
  return file.endsWith(".md") ? "md" : "html";
}

export function checkPostBody(text: string, file = "body.html"): BodyCheck {
  const { html, removals } = bodyKind(file) === "md" ? renderMarkdown(text) : sanitizePostHtml(text);
  return { html, removals, words: countWords(html) };
}
