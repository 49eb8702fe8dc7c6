// The scorer against MiniSearch on a synthetic index of 120 documents with words that share prefixes and differ by a
// letter or two: the full order of every match, so a wrong weight, a wrong BM25 term or a lost match shows.
import MiniSearch, { type AsPlainObject, type Query, type SearchOptions } from "minisearch";
import { describe, expect, it } from "vitest";
import type { TermSpec } from "../../../../../src/content/search/client/search-options.ts";
import { SearchScorer, type Fuzzy } from "../../../../../src/content/search/client/search-scorer.ts";

const words = [
  ...["strat", "strata", "strategy", "strategic", "stratum", "street", "streets", "stream"],
  ...["price", "prices", "pricing", "prize", "pride", "model", "models", "modeling", "modern", "moderate"],
  ...["brand", "brands", "bland", "story", "stories", "store", "stork", "plan", "plans", "planet", "plant", "plane"],
];
const boost = { title: 3, body: 1 };

/** A deterministic generator (mulberry32), so the documents are the same on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function engines() {
  const next = random(44);
  const pick = (count: number) => Array.from({ length: count }, () => words[Math.floor(next() * words.length)]);
  const documents = Array.from({ length: 120 }, (_, id) => ({
    id,
    title: pick(1 + Math.floor(next() * 3)).join(" "),
    body: pick(3 + Math.floor(next() * 25)).join(" "),
  }));
  const engine = new MiniSearch({ fields: ["title", "body"] });
  engine.addAll(documents);
  const { index, ...base } = JSON.parse(JSON.stringify(engine)) as AsPlainObject;
  const scorer = new SearchScorer({ ...base, index: [] }, boost);
  scorer.add(index.slice(0, 9));
  scorer.add(index.slice(9));
  return { engine, scorer };
}

const { engine, scorer } = engines();

/** MiniSearch's ranking of the same groups: AND of the groups, OR within one. */
function expected(groups: TermSpec[][], fuzzy?: Fuzzy): number[] {
  const query: Query = {
    combineWith: "AND",
    queries: groups.map((group) => ({
      combineWith: "OR",
      queries: group.map(({ term, prefix }) => ({ queries: [term], prefix })),
    })),
  };
  const options: SearchOptions = { boost, ...(fuzzy ? { fuzzy } : {}) };
  return engine.search(query, options).map((result) => result.id as number);
}

const exact = (term: string): TermSpec => ({ term, prefix: false });
const prefix = (term: string): TermSpec => ({ term, prefix: true });

describe("SearchScorer against MiniSearch on 120 documents", () => {
  it.each([
    ["one exact word", [[exact("strategy")]]],
    ["a common word", [[exact("plan")]]],
    ["two words, both needed", [[exact("price")], [exact("model")]]],
    ["either of two words", [[exact("brand"), exact("story")]]],
    ["the same word in two groups", [[exact("store")], [exact("store"), exact("plan")]]],
    ["a prefix that is also a word", [[prefix("strat")]]],
    ["a prefix of many words", [[prefix("pl")]]],
    ["a prefix and a word", [[exact("model")], [prefix("pri")]]],
  ])("ranks every match as MiniSearch does: %s", (_name, groups) => {
    const want = expected(groups);
    const ranked = scorer.rank(groups, 200);
    expect(want.length).toBeGreaterThan(0);
    expect(ranked.total).toBe(want.length);
    expect(ranked.ids).toEqual(want);
  });

  const fuzzyCases: Array<[string, TermSpec[][], Fuzzy]> = [
    ["a fraction of the word's length", [[exact("stratgy")]], () => 0.3],
    ["one edit", [[exact("modal")]], () => 1],
    ["two edits", [[exact("brnad")]], () => 2],
    ["a slip in a prefix", [[prefix("strea")]], () => 1],
    ["a slip in a word being typed", [[prefix("pric")]], (term) => (term.length > 3 ? 1 : false)],
    ["a slip in one of two words", [[exact("stori")], [exact("plan")]], () => 1],
    ["no slip allowed for the word", [[exact("prize")]], () => false],
    ["a fraction that rounds to no edit", [[exact("plan")]], () => 0.1],
  ];
  it.each(fuzzyCases)("forgives slips as MiniSearch does: %s", (_name, groups, fuzzy) => {
    const want = expected(groups, fuzzy);
    const ranked = scorer.rank(groups, 200, fuzzy);
    expect(want.length).toBeGreaterThan(0);
    expect(ranked.total).toBe(want.length);
    expect(ranked.ids).toEqual(want);
  });

  it("keeps the best `limit` of many matches, in MiniSearch's order", () => {
    const groups = [[prefix("st")]];
    const want = expected(groups);
    expect(want.length).toBeGreaterThan(20);
    expect(scorer.rank(groups, 7)).toEqual({ total: want.length, ids: want.slice(0, 7) });
    expect(scorer.rank(groups, 1)).toEqual({ total: want.length, ids: want.slice(0, 1) });
  });

  it("ranks documents of equal score by id, the lower first", () => {
    const twins = new MiniSearch({ fields: ["title", "body"] });
    twins.addAll([0, 1, 2, 3].map((id) => ({ id, title: id === 2 ? "other" : "same words", body: "plain text" })));
    const { index, ...base } = JSON.parse(JSON.stringify(twins)) as AsPlainObject;
    const tied = new SearchScorer({ ...base, index: [] }, boost);
    tied.add(index);
    expect(tied.rank([[exact("same")]], 10)).toEqual({ total: 3, ids: [0, 1, 3] });
    expect(tied.rank([[exact("same")]], 2)).toEqual({ total: 3, ids: [0, 1] });
  });

  it("finds nothing for no groups, or for a word no document has", () => {
    expect(scorer.rank([], 10)).toEqual({ total: 0, ids: [] });
    expect(expected([[exact("nothing")]])).toEqual([]);
    expect(scorer.rank([[exact("nothing")]], 10)).toEqual({ total: 0, ids: [] });
  });
});
