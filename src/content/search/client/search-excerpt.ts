// A search result's excerpt: the sentence that best matches the query, cut into plain and highlighted parts (the
// browser renders the parts as text and <mark>, never as HTML), and the section whose heading matches, if any.
import { foldTerm, processTerm, type QueryTerms, type SearchText } from "./search-options.ts";

/** A run of text, highlighted when it is a word the query matched. */
export interface TextPart {
  text: string;
  mark: boolean;
}

export interface Excerpt {
  /** The best sentence, or null when no sentence matches (the result then shows its own summary). */
  sentence: TextPart[] | null;
  /** The first section whose heading matches: the result links to it. */
  section: { id: string; heading: TextPart[] } | null;
}

/** Whether a word of the text matches one of the query's terms (whole stems, or the word being typed). */
export function wordMatcher({ stems, typing }: QueryTerms): (word: string) => boolean {
  const wanted = new Set(stems);
  // Excerpts test every word of many sentences, and words repeat: each distinct word is stemmed once.
  const known = new Map<string, boolean>();
  return (word) => {
    let matched = known.get(word);
    if (matched === undefined) known.set(word, (matched = matchesWord(word)));
    return matched;
  };
  function matchesWord(word: string): boolean {
    const stem = processTerm(word);
    if (!stem) return false;
    if (wanted.has(stem)) return true;
    if (!typing) return false;
    const folded = foldTerm(word) ?? "";
    return (
      folded.startsWith(typing.folded) || stem === typing.stem || (typing.folded.startsWith(stem) && stem.length >= 3)
    );
  }
}

/** `text` cut into words and what lies between them, each word marked when `matches` says so. */
export function highlight(text: string, matches: (word: string) => boolean): TextPart[] {
  const parts: TextPart[] = [];
  for (const piece of text.split(/([\p{L}\p{N}][\p{L}\p{N}'’-]*)/u)) {
    if (!piece) continue;
    const mark = /^[\p{L}\p{N}]/u.test(piece) && matches(piece);
    const last = parts.at(-1);
    if (last && !last.mark && !mark) last.text += piece;
    else parts.push({ text: piece, mark });
  }
  return parts;
}

const marked = (parts: readonly TextPart[]) => parts.filter((part) => part.mark).length;

/** A cheap test that a sentence may hold a match: the first letters of some term appear in it. */
function mayMatch({ stems, typing }: QueryTerms): (text: string) => boolean {
  const needles = [...stems, ...(typing ? [typing.folded] : [])].map((term) => term.slice(0, 3));
  return (text) => {
    const lower = text.toLowerCase();
    return needles.some((needle) => lower.includes(needle));
  };
}

/** The sentence with the most matched words (the first of equals), and the first section whose heading matches. */
export function findExcerpt(text: SearchText, terms: QueryTerms): Excerpt {
  const matches = wordMatcher(terms);
  const worthReading = mayMatch(terms);
  let best: TextPart[] | null = null;
  let section: Excerpt["section"] = null;
  for (const [id, heading, sentences] of text) {
    if (!section && id && heading && worthReading(heading)) {
      const parts = highlight(heading, matches);
      if (marked(parts) > 0) section = { id, heading: parts };
    }
    for (const sentence of sentences) {
      if (!worthReading(sentence)) continue;
      const parts = highlight(sentence, matches);
      if (marked(parts) > (best ? marked(best) : 0)) best = parts;
    }
  }
  return { sentence: best, section };
}
