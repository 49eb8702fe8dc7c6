// The search's own ranking of exact and prefix matches gives what MiniSearch's `search` gives on the same index.
import MiniSearch, { type AsPlainObject, type Query, type SearchOptions } from "minisearch";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../../../src/content/load.ts";
import { searchDocuments } from "../../../../src/content/outputs/search-index.ts";
import {
  fieldBoosts,
  fuzzyTerm,
  indexOptions,
  queryGroups,
  queryTerms,
  type QueryTerms,
} from "../../../../src/content/shared/search-options.ts";
import { SearchScorer } from "../../../../src/routes/blog/search-scorer.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

/** The same query for MiniSearch: the terms come processed, so it must not stem them again. */
const queryOptions: SearchOptions = { boost: fieldBoosts, combineWith: "AND", processTerm: (term) => term };
const fuzzyOptions: SearchOptions = { ...queryOptions, fuzzy: fuzzyTerm };
const searchQuery = (terms: QueryTerms): Query => ({
  combineWith: "AND",
  queries: queryGroups(terms).map((group) => ({
    combineWith: "OR",
    queries: group.map(({ term, prefix }) => ({ queries: [term], prefix })),
  })),
});

async function engines() {
  const { content } = loadContent(await readFixtureTree(), "fixture/");
  if (!content) throw new Error("fixture does not load");
  const engine = new MiniSearch(indexOptions);
  engine.addAll(searchDocuments(content));
  const { index, ...base } = JSON.parse(JSON.stringify(engine)) as AsPlainObject;
  const scorer = new SearchScorer({ ...base, index: [] }, fieldBoosts);
  // Two halves, as two shards arrive.
  scorer.add(index.slice(0, index.length >> 1));
  scorer.add(index.slice(index.length >> 1));
  return { engine, scorer };
}

describe("SearchScorer", () => {
  it("ranks as MiniSearch does: same matches, same order, only the best `limit` kept", async () => {
    const { engine, scorer } = await engines();
    const queries = [
      "strategy",
      "startups strat",
      "first principles",
      "positioni",
      "writing",
      "the",
      "qqq",
      "pricing m",
    ];
    for (const query of queries) {
      const terms = queryTerms(query);
      const expected = engine.search(searchQuery(terms), queryOptions);
      const ranked = scorer.rank(queryGroups(terms), 5);
      expect(ranked.total, query).toBe(expected.length);
      expect(ranked.ids, query).toEqual(expected.slice(0, 5).map((result) => result.id));
    }
  });

  it("forgives slips as MiniSearch's fuzzy search does", async () => {
    const { engine, scorer } = await engines();
    for (const query of ["stratgy", "startpus strategy", "pricng", "mdoel", "positoning"]) {
      const terms = queryTerms(query);
      const expected = engine.search(searchQuery(terms), fuzzyOptions);
      const ranked = scorer.rank(queryGroups(terms), 5, fuzzyTerm);
      expect(ranked.total, query).toBe(expected.length);
      expect(ranked.ids, query).toEqual(expected.slice(0, 5).map((result) => result.id));
    }
    expect(scorer.rank(queryGroups(queryTerms("stratgy")), 5, fuzzyTerm).total).toBeGreaterThan(0);
  });

  it("finds nothing when one word of the query is in no document", async () => {
    const { scorer } = await engines();
    expect(scorer.rank(queryGroups(queryTerms("strategy qqqzzz ")), 20)).toEqual({ total: 0, ids: [] });
  });
});
