// The resources filter: which categories and titles match a query, and what is announced.
import { describe, expect, it } from "vitest";
import {
  filterCategories,
  matchingTitles,
  resultsAnnouncement,
} from "../../../../../src/content/resources/client/resource-filter.ts";

const categories = [
  {
    name: "The Art of Clear Communication",
    videoTitles: ["How to Speak | Patrick Winston", "The secret structure of great talks"],
  },
  {
    name: "B2B Search Visibility Mastery",
    videoTitles: ["How Search Works | Matt Cutts", "What is SEO and How Does it Work?"],
  },
  {
    name: "Building Communities That Convert",
    videoTitles: ["How to start a movement | Derek Sivers", "The tribes we lead | Seth Godin"],
  },
];
const names = (query: string) => filterCategories(categories, query).map((category) => category.name);

describe("filterCategories", () => {
  it("matches on the category name", () => {
    expect(names("communities")).toEqual(["Building Communities That Convert"]);
  });

  it("matches on any video title in the category, not just the first ones", () => {
    expect(names("seth godin")).toEqual(["Building Communities That Convert"]);
    expect(names("SEO and how")).toEqual(["B2B Search Visibility Mastery"]);
  });

  it("matches a query found in both a name and a title once, keeping the categories' order", () => {
    expect(names("search")).toEqual(["B2B Search Visibility Mastery"]);
    expect(names("how")).toEqual([
      "The Art of Clear Communication",
      "B2B Search Visibility Mastery",
      "Building Communities That Convert",
    ]);
  });

  it("ignores case in the query and in the data", () => {
    expect(names("CLEAR communication")).toEqual(["The Art of Clear Communication"]);
    expect(names("matt CUTTS")).toEqual(["B2B Search Visibility Mastery"]);
  });

  it("trims the query and collapses inner whitespace, tabs and non-breaking spaces", () => {
    expect(names("  derek   sivers  ")).toEqual(["Building Communities That Convert"]);
    expect(names("clear\t\u00a0communication")).toEqual(["The Art of Clear Communication"]);
  });

  it("returns every category for an empty or blank query", () => {
    expect(names("")).toHaveLength(3);
    expect(names("   \t ")).toHaveLength(3);
  });

  it("returns nothing when nothing matches", () => {
    expect(names("quantum knitting")).toEqual([]);
    expect(names("clear  knitting")).toEqual([]);
  });

  it("does not match across a category name and a title, or across two titles", () => {
    expect(names("communication how")).toEqual([]);
    expect(names("winston the secret")).toEqual([]);
  });
});

describe("the query's case", () => {
  it("lower-cases with a fixed locale, so results never depend on the visitor's language settings", () => {
    // In English, İ lower-cases to i with a dot above (Turkish would give a plain i, and I a dotless ı).
    const tools = [{ name: "i\u0307nsight tools", videoTitles: ["seo"] }];
    expect(filterCategories(tools, "  İNSIGHT  Tools ")).toEqual(tools);
    expect(filterCategories(tools, "SEO")).toEqual(tools);
    expect(filterCategories(tools, "insight")).toEqual([]);
  });
});

describe("matchingTitles", () => {
  it("lists the titles that match when the name does not, to show why a category is listed", () => {
    expect(matchingTitles(categories[2]!, "godin")).toEqual(["The tribes we lead | Seth Godin"]);
    expect(matchingTitles(categories[1]!, "how")).toEqual([
      "How Search Works | Matt Cutts",
      "What is SEO and How Does it Work?",
    ]);
  });

  it("is empty for a name match or an empty query", () => {
    expect(matchingTitles(categories[1]!, "search")).toEqual([]);
    expect(matchingTitles(categories[1]!, " ")).toEqual([]);
  });
});

describe("resultsAnnouncement", () => {
  it("counts all categories for an empty query", () => {
    expect(resultsAnnouncement(11, 11, "")).toBe("Showing all 11 categories");
  });

  it("counts the matches, in the singular for one, quoting the tidied query", () => {
    expect(resultsAnnouncement(3, 11, "  how  to ")).toBe("3 categories found for “how to”");
    expect(resultsAnnouncement(1, 11, "seo")).toBe("1 category found for “seo”");
  });

  it("says the spec's empty-search message, with the query, when nothing matches", () => {
    expect(resultsAnnouncement(0, 11, "zzz")).toBe("No resources found for “zzz”");
  });
});
