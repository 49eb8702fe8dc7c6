// The search's own ranking of exact and prefix matches gives what MiniSearch's `search` gives on the same index.
import MiniSearch, { type AsPlainObject, type Query, type SearchOptions } from "minisearch";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../../../../src/content/site/load.ts";
import { searchDocuments } from "../../../../../src/content/search/search-index.ts";
import {
  fieldBoosts,
  fuzzyTerm,
  indexOptions,
  queryGroups,
  queryTerms,
  type QueryTerms,
} from "../../../../../src/content/search/client/search-options.ts";
import { SearchScorer } from "../../../../../src/content/search/client/search-scorer.ts";
import { readFixtureTree } from "../../../support/fixture-tree.ts";

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

  describe("a long query", () => {
    // Before, each query word was a bit of a 32-bit mask: 32 words found the documents that matched none of them,
    // 33 words found nothing. Five documents of made-up words ("zqaax", "zqabx", …, each its own stem), numbered:
    const word = (n: number) =>
      `zq${String.fromCharCode(97 + Math.floor(n / 26))}${String.fromCharCode(97 + (n % 26))}x`;
    const words = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => word(from + i));
    const bodies = [
      words(0, 120), // 0: every word
      words(0, 40), // 1: the first 40
      words(32, 120), // 2: all but the first 32
      ["nothing", "here"], // 3: none of them
      words(0, 31), // 4: the first 31
    ];

    function longEngines() {
      const engine = new MiniSearch(indexOptions);
      engine.addAll(
        bodies.map((body, id) => ({
          id,
          title: `Post ${id}`,
          tags: "",
          excerpt: "",
          headings: "",
          body: body.join(" "),
        })),
      );
      const { index, ...base } = JSON.parse(JSON.stringify(engine)) as AsPlainObject;
      const scorer = new SearchScorer({ ...base, index: [] }, fieldBoosts);
      scorer.add(index);
      return { engine, scorer };
    }
    /** A query of the first `count` words, as typed and ended with a space: one group a word. */
    const firstWords = (count: number) => queryTerms(`${words(0, count).join(" ")} `);
    const sameAsMiniSearch = (terms: QueryTerms, groups = queryGroups(terms)) => {
      const { engine, scorer } = longEngines();
      const expected = engine.search(searchQuery(terms), queryOptions);
      const ranked = scorer.rank(groups, 5);
      expect(ranked.total).toBe(expected.length);
      expect(ranked.ids).toEqual(expected.slice(0, 5).map((result) => result.id));
      return ranked;
    };

    it.each([
      [31, [0, 1, 4]],
      [32, [0, 1]],
      [33, [0, 1]],
      [40, [0, 1]],
      [41, [0]],
      [64, [0]],
    ])("with %i words, finds exactly the documents that have every one of them", (count, found) => {
      const terms = firstWords(count);
      expect(queryGroups(terms)).toHaveLength(count);
      const ranked = sameAsMiniSearch(terms);
      expect(ranked.total).toBe(found.length);
      expect([...ranked.ids].sort()).toEqual(found);
    });

    it("counts any number of groups right: the cap is the query's, not the scorer's", () => {
      const { scorer } = longEngines();
      const groups = words(0, 120).map((term) => [{ term, prefix: false }]);
      expect(scorer.rank(groups, 5)).toEqual({ total: 1, ids: [0] });
      expect(scorer.rank([...groups, [{ term: "nothing", prefix: false }]], 5)).toEqual({ total: 0, ids: [] });
    });

    it.each([31, 32, 33, 40])("with %i words, one of them in no document, finds nothing", (count) => {
      const { scorer } = longEngines();
      const groups = queryGroups(firstWords(count - 1));
      const missing = [{ term: "qqqzzz", prefix: false }];
      // The missing word last or first: which bit it would have had does not matter.
      expect(scorer.rank([...groups, missing], 20)).toEqual({ total: 0, ids: [] });
      expect(scorer.rank([missing, ...groups], 20)).toEqual({ total: 0, ids: [] });
    });

    it("multiplies a score by the number of words matched, past the 32nd too, as MiniSearch does", () => {
      // Forty groups, each a word of the first 40 OR one of the next 40: document 0 matches 80 words, 1 matches 40,
      // 2 matches 48 (the 40 after them, and the 8 of the first 40 it has): all three match every group.
      const groups = words(0, 40).map((term, i) => [
        { term, prefix: false },
        { term: word(40 + i), prefix: false },
      ]);
      const { engine, scorer } = longEngines();
      const expected = engine.search(
        {
          combineWith: "AND",
          queries: groups.map((group) => ({ combineWith: "OR", queries: group.map(({ term }) => term) })),
        },
        queryOptions,
      );
      const ranked = scorer.rank(groups, 5);
      expect(ranked.total).toBe(3);
      expect(ranked.ids).toEqual(expected.map((result) => result.id));
    });

    it("finds the document a pasted passage comes from, stop words, repeats and the word being typed included", () => {
      const passage = `The ${words(0, 20).join(" and ")}, which is ${words(10, 40).join(" ")} zqb`;
      const terms = queryTerms(passage);
      expect(new Set(terms.stems).size).toBe(40);
      expect(terms.typing?.folded).toBe("zqb");
      expect([...sameAsMiniSearch(terms).ids].sort()).toEqual([0, 1]);
    });

    describe("the cap of 64 words", () => {
      const maxQueryWords = 64;
      it("keeps the first distinct words up to the cap, repeats and stop words not counted, and drops the rest", () => {
        const query = [...words(0, 10), "the", "and", ...words(0, 10), ...words(10, 70), "typing"].join(" ");
        const { stems, typing } = queryTerms(query);
        expect(new Set(stems).size).toBe(maxQueryWords);
        expect(stems).toContain(word(maxQueryWords - 1));
        expect(stems).not.toContain(word(maxQueryWords));
        expect(typing).toBeNull();
        expect(queryGroups({ stems, typing })).toHaveLength(maxQueryWords);
      });

      it("keeps the word being typed while the query is under the cap", () => {
        const { stems, typing } = queryTerms([...words(0, maxQueryWords - 1), "strat"].join(" "));
        expect(new Set(stems).size).toBe(maxQueryWords - 1);
        expect(typing).toEqual({ folded: "strat", stem: "strat" });
        expect(queryGroups({ stems, typing })).toHaveLength(maxQueryWords);
      });

      it("finds a document by the first words even when words beyond the cap are in no document", () => {
        const { scorer } = longEngines();
        const terms = queryTerms(`${words(0, maxQueryWords).join(" ")} qqqzzz `);
        expect(terms.stems).not.toContain("qqqzzz");
        expect(scorer.rank(queryGroups(terms), 5)).toEqual({ total: 1, ids: [0] });
        // The same word within the cap rules every document out.
        expect(scorer.rank(queryGroups(queryTerms(`qqqzzz ${words(0, 63).join(" ")} `)), 5).total).toBe(0);
      });
    });
  });
});
