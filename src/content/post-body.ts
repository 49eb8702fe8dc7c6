// A post body checked on its own, apart from its metadata: sanitised against the allow-list (with what was removed,
// located in the source) and its words counted. Bodies are independent of each other, so scripts may run this
// on several cores or remember its results by content hash; the core only asks for a `CheckBody`.
import { countWords } from "./posts.ts";
import { sanitizePostHtml, type Removal } from "./sanitize.ts";

export interface BodyCheck {
  /** The sanitised HTML: what the site renders. */
  html: string;
  removals: Removal[];
  /** Words in the sanitised HTML, for comparing with the stated read time. */
  words: number;
}

/** Checks the body in `file` (its path under data/, which a memoising caller may use to find earlier results). */
export type CheckBody = (html: string, file: string) => BodyCheck;

export function checkPostBody(html: string): BodyCheck {
  const { html: clean, removals } = sanitizePostHtml(html);
  return { html: clean, removals, words: countWords(clean) };
}
