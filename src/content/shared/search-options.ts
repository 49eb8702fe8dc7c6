// The search's shared settings: the build indexes with them and the browser queries with them, so both cut
// words the same way. No imports but MiniSearch's types: the browser loads this only when a search starts.
import type { Options, SearchOptions } from "minisearch";

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

const searchFields = ["title", "tags", "excerpt", "body"];

/** Words too common to tell posts apart: left out of the index, which they would otherwise fill. */
const stopWords = new Set(
  "a an and are as at be but by for from has have in is it its of on or that the this to was were what when which will with you your".split(
    " ",
  ),
);

/** Lower-case, accents folded (`Café` matches `cafe`); stop words dropped. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  // Most words are plain ASCII: only the others pay for Unicode folding (a 1,500-word post has 1,500 of them).
  const folded = /^[!-~]*$/.test(lower) ? lower : lower.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return folded && !stopWords.has(folded) ? folded : null;
}

/** The shard a term lives in: its first letter or digit, else `_`. */
export function shardKey(term: string): string {
  const first = term[0] ?? "_";
  return /[a-z0-9]/.test(first) ? first : "_";
}

export const indexOptions: Options = { fields: searchFields, processTerm };

export const queryOptions: SearchOptions = {
  boost: { title: 3, tags: 2, excerpt: 1.5 },
  combineWith: "AND",
  // The word being typed is a prefix: "strat" already finds "strategy".
  prefix: (_term, index, terms) => index === terms.length - 1,
};

/** Tried only when the query finds nothing: a word over 5 letters forgives a slip or two ("pricng"). */
export const fuzzyOptions: SearchOptions = { ...queryOptions, fuzzy: (term) => (term.length > 5 ? 0.2 : false) };
