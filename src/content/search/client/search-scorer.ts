// Ranks a query's exact, prefix and fuzzy matches straight from the loaded shards of MiniSearch's serialised index,
// scored as MiniSearch scores (BM25 per field, field boosts, prefix and fuzzy weights, × the query terms matched),
// into flat arrays, keeping only the best few: MiniSearch makes an object per match and sorts them all, which at
// 10,000 matching posts costs more than the 50 ms a query may take (docs/decisions/0046-search-scorer.md).
import type { AsPlainObject } from "minisearch";
import SearchableMap from "minisearch/SearchableMap";
import type { TermSpec } from "./search-options.ts";

/** MiniSearch's defaults (its `defaultSearchOptions`): BM25 parameters and the weight of a prefix match. */
const bm25 = { k: 1.2, b: 0.7, d: 0.5 };
const prefixWeight = 0.375;
const fuzzyWeight = 0.45;
const maxFuzzy = 6;

/** How far (edits, or a fraction of its length) a term may be from an indexed term, or false (MiniSearch's `fuzzy`). */
export type Fuzzy = (term: string) => number | false;

type FieldPostings = Record<string, number>;
type TermData = Record<string, FieldPostings>;
/** A term's postings in one field, as arrays: short document ids and term frequencies. */
interface Postings {
  field: number;
  docs: Int32Array;
  freqs: Float64Array;
}

export interface Ranked {
  /** Matches in all. */
  total: number;
  /** The best `limit` document ids, best first. */
  ids: number[];
}

export class SearchScorer {
  private readonly terms = new Map<string, TermData>();
  private sorted: string[] | null = null;
  private tree: SearchableMap<true> | null = null;
  private readonly postings = new Map<string, Postings[]>();
  // Stryker disable next-line ArrayDeclaration: equivalent; every short id's slot is written below, so no made-up
  // first element is ever read.
  private readonly ids: number[] = [];
  private readonly lengths: Float64Array[];
  private readonly boosts: Array<[field: number, boost: number]>;

  constructor(
    private readonly base: AsPlainObject,
    boost: Record<string, number>,
  ) {
    const fields = Object.entries(base.fieldIds);
    this.lengths = fields.map(() => new Float64Array(base.nextId));
    for (const [short, id] of Object.entries(base.documentIds)) {
      this.ids[Number(short)] = id as number;
      // A serialised index has every document's field lengths, one per field.
      (base.fieldLength[short] as number[]).forEach((length, field) => {
        (this.lengths[field] as Float64Array)[Number(short)] = length;
      });
    }
    this.boosts = fields.map(([name, field]) => [field, boost[name] ?? 1]);
  }

  /** Adds a shard's terms (entries of the serialised index). */
  add(entries: AsPlainObject["index"]): void {
    for (const [term, data] of entries) this.terms.set(term, data as TermData);
    this.sorted = null;
    this.tree = null;
  }

  /** The indexed terms that start with `prefix` and are longer. */
  private longer(prefix: string): string[] {
    this.sorted ??= [...this.terms.keys()].sort();
    const sorted = this.sorted;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] as string) <= prefix) low = middle + 1;
      else high = middle;
    }
    // Stryker disable next-line ArrayDeclaration: equivalent; a made-up term is in no posting, so it scores nothing.
    const found: string[] = [];
    for (let i = low; i < sorted.length && (sorted[i] as string).startsWith(prefix); i++)
      found.push(sorted[i] as string);
    return found;
  }

  /** Indexed terms within the edit distance `fuzzy` allows of `term`, other than itself, with their distance. */
  private near(term: string, fuzzy: Fuzzy): Array<[string, number]> {
    const allowed = fuzzy(term) || 0;
    const distance = allowed < 1 ? Math.min(maxFuzzy, Math.round(term.length * allowed)) : allowed;
    // Stryker disable next-line ConditionalExpression,ArrayDeclaration: equivalent; a distance of 0 finds only the
    // term itself, which `rank` skips, and a made-up term scores nothing. The guard spares building the tree.
    if (!distance) return [];
    // Stryker disable next-line BooleanLiteral: equivalent; the tree's values are never read, only its keys.
    this.tree ??= SearchableMap.from<true>([...this.terms.keys()].map((key) => [key, true]));
    return [...this.tree.fuzzyGet(term, distance)].map(([key, [, edits]]) => [key, edits]);
  }

  private postingsOf(term: string): Postings[] {
    let postings = this.postings.get(term);
    // Stryker disable next-line ConditionalExpression: equivalent; without the cache the same postings are made again.
    if (postings) return postings;
    postings = Object.entries(this.terms.get(term) ?? {}).map(([field, byDoc]) => {
      const docs = Object.keys(byDoc);
      return {
        field: Number(field),
        docs: Int32Array.from(docs, Number),
        freqs: Float64Array.from(docs, (doc) => byDoc[doc] as number),
      };
    });
    this.postings.set(term, postings);
    return postings;
  }

  /**
   * Ranks the documents that match every group (AND) by at least one of its terms (OR), best `limit` first; ties
   * go to the lower id (the newer post).
   */
  rank(groups: readonly TermSpec[][], limit: number, fuzzy?: Fuzzy): Ranked {
    if (groups.length === 0) return { total: 0, ids: [] };
    const size = this.base.nextId;
    const scores = new Float64Array(size);
    // Each distinct query term counts once towards a document's number of matched terms, as in MiniSearch.
    const termIndex = new Map<string, number>();
    for (const { term } of groups.flat()) if (!termIndex.has(term)) termIndex.set(term, termIndex.size);
    const inGroups = new DocFlags(size, groups.length);
    const sources = new DocFlags(size, termIndex.size);
    groups.forEach((group, g) => {
      const marks = { inGroups, group: g, sources, source: 0 };
      for (const { term, prefix } of group) {
        marks.source = termIndex.get(term) as number;
        this.score(term, 1, scores, marks);
        // Stryker disable next-line ArrayDeclaration: equivalent; a made-up term is in no posting: it scores nothing.
        const longer = prefix ? this.longer(term) : [];
        for (const other of longer) {
          const weight = (prefixWeight * other.length) / (other.length + 0.3 * (other.length - term.length));
          this.score(other, weight, scores, marks);
        }
        // A term both near and longer counts once, as a prefix match.
        // Stryker disable next-line ArrayDeclaration: equivalent; a made-up term is in no posting: it scores nothing.
        for (const [other, edits] of fuzzy ? this.near(term, fuzzy) : []) {
          if (edits === 0 || (prefix && other.startsWith(term))) continue;
          this.score(other, (fuzzyWeight * other.length) / (other.length + edits), scores, marks);
        }
      }
    });
    return this.best(scores, inGroups, sources, groups.length, limit);
  }

  /** Adds `term`'s weighted BM25 score, field by field, to each document that has it, and marks its group and term. */
  private score(term: string, weight: number, scores: Float64Array, marks: Marks): void {
    const { documentCount, averageFieldLength } = this.base;
    const { inGroups, group, sources, source } = marks;
    for (const [field, boost] of this.boosts) {
      const postings = this.postingsOf(term).find((entry) => entry.field === field);
      if (!postings) continue;
      const { docs, freqs } = postings;
      const lengths = this.lengths[field] as Float64Array;
      const average = averageFieldLength[field] as number;
      const idf = Math.log(1 + (documentCount - docs.length + 0.5) / (docs.length + 0.5));
      const scale = weight * boost * idf;
      // Stryker disable next-line EqualityOperator: equivalent; one step past the end reads no document, and a typed
      // array ignores a write at an undefined index.
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i] as number;
        const freq = freqs[i] as number;
        const norm = freq + bm25.k * (1 - bm25.b + (bm25.b * (lengths[doc] as number)) / average);
        scores[doc] = (scores[doc] as number) + scale * (bm25.d + (freq * (bm25.k + 1)) / norm);
        inGroups.set(doc, group);
        sources.set(doc, source);
      }
    }
  }

  /** The documents in every group, each score × the number of query terms it matched, best `limit` kept. */
  private best(scores: Float64Array, inGroups: DocFlags, sources: DocFlags, groups: number, limit: number) {
    const top: Array<[score: number, doc: number]> = [];
    let total = 0;
    // Stryker disable next-line EqualityOperator: equivalent; one step past the end is a document in no group.
    for (let doc = 0; doc < scores.length; doc++) {
      if (inGroups.count(doc) !== groups) continue;
      total++;
      const score = (scores[doc] as number) * sources.count(doc);
      // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent; a shortcut only: a score no
      // better than the last kept would be inserted after it, then popped.
      if (top.length === limit && score <= (top[limit - 1] as [number, number])[0]) continue;
      let at = top.length;
      while (at > 0 && (top[at - 1] as [number, number])[0] < score) at--;
      top.splice(at, 0, [score, doc]);
      if (top.length > limit) top.pop();
    }
    return { total, ids: top.map(([, doc]) => this.ids[doc] as number) };
  }
}

/** Where `score` marks the documents a term matches: the query group it serves and the distinct term it is. */
interface Marks {
  inGroups: DocFlags;
  group: number;
  sources: DocFlags;
  source: number;
}

/**
 * For each document, which of `count` flags (query groups, or distinct query terms) it has: as many 32-bit words a
 * document as the flags need, so a query of any length is counted right (one `Uint32Array` mask held only 32).
 */
class DocFlags {
  private readonly words: number;
  private readonly bits: Uint32Array;

  constructor(size: number, count: number) {
    // Stryker disable next-line ArithmeticOperator: equivalent; more words a document than needed count the same.
    this.words = Math.max(1, Math.ceil(count / 32));
    this.bits = new Uint32Array(size * this.words);
  }

  set(doc: number, flag: number): void {
    const at = doc * this.words + (flag >>> 5);
    this.bits[at] = (this.bits[at] as number) | (1 << (flag & 31));
  }

  /** How many flags `doc` has. */
  count(doc: number): number {
    let count = 0;
    for (let at = doc * this.words, end = at + this.words; at < end; at++)
      for (let rest = this.bits[at] as number; rest; rest &= rest - 1) count++;
    return count;
  }
}
