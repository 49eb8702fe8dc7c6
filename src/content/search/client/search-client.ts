// The blog's search in the browser. Loaded only when a visitor starts a search: its code, then the index head,
// then only the shards of terms the query's words start with, the document chunks of the results shown, and for
// their excerpts the page data of the posts shown (which opening a result then reuses).
import type { AsPlainObject } from "minisearch";
import { findExcerpt, highlight, wordMatcher, type Excerpt, type TextPart } from "./search-excerpt.ts";
import { pageText } from "./page-text.ts";
import { SearchScorer } from "./search-scorer.ts";
import {
  fieldBoosts,
  fuzzyTerm,
  queryGroups,
  queryTerms,
  shardKey,
  type QueryTerms,
  type SearchDoc,
  type SearchHead,
  type SearchText,
} from "./search-options.ts";

/** How many results a search shows. */
const resultLimit = 20;

/** A result with its excerpt: the matched sentence and, when a heading matches, the section to open. */
export interface SearchResult extends SearchDoc {
  excerpt: Excerpt;
  /** The title and the summary (`text`) with the query's words marked. */
  marked: { title: TextPart[]; text: TextPart[] };
}

export interface SearchAnswer {
  /** Every match. */
  total: number;
  /** The best `resultLimit`, best first. */
  results: SearchResult[];
}

/** Fetches a file of the index by its name under `search/` (the browser uses fetch; the benchmark reads files). */
export type FetchJson = (file: string) => Promise<unknown>;

/** A post's body as its page shows it, parsed, by the post's site path; null when there is no such post. */
export type PostBody = (path: string) => Promise<ParentNode | null>;

/** A search over one site's index, remembering what it has fetched. */
export function createSearch(fetchJson: FetchJson, postBody: PostBody) {
  const head = fetchJson("index.json") as Promise<SearchHead>;
  const shards = new Map<string, Promise<AsPlainObject["index"]>>();
  const chunks = new Map<number, Promise<SearchDoc[]>>();
  let scorer: { added: Set<string>; ranks: SearchScorer } | null = null;

  /** Fetches the shards of `keys` not yet fetched, and hands every new one to the scorer. */
  async function scorerFor(keys: string[]): Promise<SearchScorer> {
    const { shards: files, base } = await head;
    for (const key of keys.filter((wanted) => files[wanted]))
      if (!shards.has(key)) shards.set(key, fetchJson(files[key] as string) as Promise<AsPlainObject["index"]>);
    const loaded = await Promise.all([...shards].map(async ([key, shard]) => [key, await shard] as const));
    scorer ??= {
      added: new Set(),
      ranks: new SearchScorer(base as unknown as AsPlainObject, fieldBoosts),
    };
    for (const [key, entries] of loaded)
      if (!scorer.added.has(key)) {
        scorer.added.add(key);
        scorer.ranks.add(entries);
      }
    return scorer.ranks;
  }

  async function docs(ids: number[]): Promise<SearchDoc[]> {
    const { chunks: files, chunkSize } = await head;
    const byId = new Map<number, SearchDoc>();
    for (const chunk of new Set(ids.map((id) => Math.floor(id / chunkSize)))) {
      if (!chunks.has(chunk)) chunks.set(chunk, fetchJson(files[chunk] as string) as Promise<SearchDoc[]>);
      for (const doc of await (chunks.get(chunk) as Promise<SearchDoc[]>)) byId.set(doc.id, doc);
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The excerpt of each result: a post's text is read once, when the post is first shown. */
  async function withExcerpts(found: SearchDoc[], terms: QueryTerms): Promise<SearchResult[]> {
    const matches = wordMatcher(terms);
    return Promise.all(
      found.map(async (doc) => {
        const marked = { title: highlight(doc.title, matches), text: highlight(doc.text, matches) };
        const text = doc.kind === "post" ? await postText(doc.path) : null;
        return { ...doc, marked, excerpt: text ? findExcerpt(text, terms) : { sentence: null, section: null } };
      }),
    );
  }
  const texts = new Map<string, Promise<SearchText | null>>();
  function postText(path: string): Promise<SearchText | null> {
    let text = texts.get(path);
    if (text) return text;
    // Without its page data (offline, say) a result still shows, with its summary instead of an excerpt.
    text = postBody(path).then(
      (body) => body && pageText(body),
      () => {
        texts.delete(path);
        return null;
      },
    );
    texts.set(path, text);
    return text;
  }

  return async function search(query: string): Promise<SearchAnswer> {
    const terms = queryTerms(query);
    const keys = [...terms.stems, ...(terms.typing ? [terms.typing.folded, terms.typing.stem] : [])].map(shardKey);
    if (keys.length === 0) return { total: 0, results: [] };
    const scorer = await scorerFor([...new Set(keys)]);
    const groups = queryGroups(terms);
    // Fuzzy matching walks much more of the index: only when the words as typed find nothing.
    const exact = scorer.rank(groups, resultLimit);
    const matches = exact.total > 0 ? exact : scorer.rank(groups, resultLimit, fuzzyTerm);
    const found = await docs(matches.ids);
    return { total: matches.total, results: await withExcerpts(found, terms) };
  };
}
