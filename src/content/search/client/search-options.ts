// The search's shared settings: the build indexes with them and the browser queries with them, so both cut
// words the same way, stemmed for English ("writing" finds "write"). Imports only MiniSearch's types and the
// stemmer (1.4 kB gzip): the browser loads this only when a search starts.
import type { Options } from "minisearch";
import { stemmer } from "stemmer";

/** One result as the browser shows it. `id` is its number in the documents' chunk files. */
export interface SearchDoc {
  id: number;
  kind: "post" | "category" | "video";
  title: string;
  /** Site path of the post or category the result opens. */
  path: string;
  /** The excerpt, the category's description, or for a video the category it is in. */
  text: string;
}

/** A post's text for excerpts (`pageText`): its sections, each [heading id ("" before the first), heading, lines]. */
export type SearchText = Array<[id: string, heading: string, sentences: string[]]>;

/** What `search/index.json` holds besides the index's shards. */
export interface SearchHead {
  /** MiniSearch's serialised index without its terms (`index: []`). */
  base: Record<string, unknown>;
  /** Shard key → file name (under `search/`) of the terms starting with that key. */
  shards: Record<string, string>;
  /** File names of the documents, `chunkSize` per file, in id order. */
  chunks: string[];
  chunkSize: number;
}

const searchFields = ["title", "tags", "excerpt", "headings", "body"];

/** Words too common to tell posts apart: left out of the index, which they would otherwise fill. */
const stopWords = new Set(
  "a an and are as at be but by for from has have in is it its of on or that the this to was were what when which will with you your".split(
    " ",
  ),
);

/** Lower-case, accents folded (`Café` matches `cafe`); stop words dropped; not stemmed. */
export function foldTerm(term: string): string | null {
  const lower = term.toLowerCase();
  // Most words are plain ASCII: only the others pay for Unicode folding (a 1,500-word post has 1,500 of them).
  const folded = /^[!-~]*$/.test(lower) ? lower : lower.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return folded && !stopWords.has(folded) ? folded : null;
}

/** A word as the index holds it: folded (see `foldTerm`), then stemmed with Porter's English stemmer. */
export function processTerm(term: string): string | null {
  const folded = foldTerm(term);
  return folded && stemmer(folded);
}

/** Splits text into words the way the index does. */
const splitWords = (text: string): string[] => text.split(/[\s\p{P}]+/u).filter(Boolean);

/** The shard a term lives in: its first letter or digit, else `_`. */
export function shardKey(term: string): string {
  const first = term[0] ?? "_";
  return /[a-z0-9]/.test(first) ? first : "_";
}

export const indexOptions: Options = { fields: searchFields, processTerm };

/** How much a match in each field counts (body 1), as MiniSearch's `boost` search option. */
export const fieldBoosts: Record<string, number> = { title: 3, tags: 2, headings: 2, excerpt: 1.5 };

/**
 * Tried only when the query finds nothing: a word over 5 letters forgives a slip or two ("pricng"). The index holds
 * stems ("price" for "pricing"), a letter or two shorter than the words typed, so the allowance is 0.3 of the length.
 */
export const fuzzyTerm = (term: string): number | false => (term.length > 5 ? 0.3 : false);

/** What a query looks for: each whole word's stem, and for the word being typed (the last) what it may become. */
export interface QueryTerms {
  /** The stems of the words typed in full. */
  stems: string[];
  /** The word being typed, folded, if any: matched as the start of a word, stemmed or not. */
  typing: { folded: string; stem: string } | null;
}

/**
 * How many distinct words (stop words and repeats not counted) a query looks for: the first 64; the rest of a pasted
 * paragraph is left out. Only to bound the work, as each word walks its postings once (every post, for a common
 * word): the scorer itself counts any number of words right (decision 0062).
 */
const maxQueryWords = 64;

export function queryTerms(query: string): QueryTerms {
  const words = splitWords(query);
  const last = words.length > 0 && !/[\s\p{P}]$/u.test(query) ? words.pop() : undefined;
  const stems: string[] = [];
  const distinct = new Set<string>();
  for (const stem of words.map(processTerm)) {
    if (!stem) continue;
    if (!distinct.has(stem) && distinct.size === maxQueryWords) break;
    distinct.add(stem);
    stems.push(stem);
  }
  // The word being typed is the last: it counts only while the query is under the cap.
  const folded = last === undefined || distinct.size === maxQueryWords ? null : foldTerm(last);
  return { stems, typing: folded ? { folded, stem: stemmer(folded) } : null };
}

/** A query term: matched as it is and, with `prefix`, as the start of longer indexed terms. */
export interface TermSpec {
  term: string;
  prefix: boolean;
}

/**
 * What a query matches, as groups that must all match (AND), each by one of its terms (OR): every whole word's
 * stem, and the word being typed as any indexed stem that starts with it ("strat" → "strategi") or that it starts
 * with ("positioni" → "posit", the stem of "positioning").
 */
export function queryGroups({ stems, typing }: QueryTerms): TermSpec[][] {
  const groups = [...new Set(stems)].map((term) => [{ term, prefix: false }]);
  if (!typing) return groups;
  const { folded, stem } = typing;
  const group = [...new Set([folded, stem])].map((term) => ({ term, prefix: true }));
  // A head that starts with the stem is already among the stem's prefix matches: querying it again would walk
  // its postings twice (every post, for a common word) and count it twice.
  for (let length = Math.max(3, folded.length - 4); length < folded.length; length++) {
    const head = folded.slice(0, length);
    if (!head.startsWith(stem)) group.push({ term: head, prefix: false });
  }
  return [...groups, group];
}
