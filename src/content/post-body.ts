// A post body checked on its own, apart from its metadata: sanitised against the allow-list (with what was removed,
// located in the source) and its words counted. Bodies are independent of each other, so scripts may run this
// on several cores or remember its results by content hash; the core only asks for a `CheckBody`.
import type { renderMarkdown } from "./markdown.ts";
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

let markdown: typeof renderMarkdown | null = null;

/**
 * Loads the Markdown pipeline, once. It costs about 0.3 s of CPU at start-up (the parser and the highlighter's
 * languages), which a site of HTML bodies, and every worker thread checking them, is spared.
 */
export async function loadMarkdown(): Promise<void> {
  markdown ??= (await import("./markdown.ts")).renderMarkdown;
}

export function checkPostBody(text: string, file = "body.html"): BodyCheck {
  if (bodyKind(file) === "md" && !markdown) throw new Error(`${file} is Markdown: call loadMarkdown() before checking it`);
  const { html, removals } = bodyKind(file) === "md" && markdown ? markdown(text) : sanitizePostHtml(text);
  return { html, removals, words: countWords(html) };
}
