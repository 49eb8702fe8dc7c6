// Slugs by the rule of docs/product.md §3.
import { describe, expect, it } from "vitest";
import { slugPattern } from "../../../../src/content/schemas/common.ts";
import { slugify } from "../../../../src/content/shared/slug.ts";

describe("slugify", () => {
  it("turns the spec's post titles into their lower-case hyphenated slugs", () => {
    expect(slugify("First Principles vs. Best Practices: When to Copy, When to Rebuild")).toBe(
      "first-principles-vs-best-practices-when-to-copy-when-to-rebuild",
    );
    expect(slugify("How to Apply First Principles Thinking in Startups")).toBe(
      "how-to-apply-first-principles-thinking-in-startups",
    );
  });

  it("step 1: lower-cases", () => {
    expect(slugify("ABC")).toBe("abc");
  });

  it("step 2: removes characters other than letters, digits, spaces and hyphens", () => {
    expect(slugify("B2B: 100% (really)!")).toBe("b2b-100-really");
    expect(slugify("AI-Powered Content Strategy")).toBe("ai-powered-content-strategy");
  });

  it("step 3 and 4: turns spaces into hyphens and collapses repeated hyphens", () => {
    expect(slugify("Simple  -  Smart")).toBe("simple-smart");
    expect(slugify("a--b")).toBe("a-b");
  });

  it("trims leading and trailing hyphens", () => {
    expect(slugify("  Why Simple Wins?  ")).toBe("why-simple-wins");
    expect(slugify("- dashes -")).toBe("dashes");
  });

  it("treats a pasted non-breaking space or tab as a space", () => {
    expect(slugify("First\u00a0Principles\tDaily")).toBe("first-principles-daily");
  });

  it("keeps the base letter of accented letters", () => {
    expect(slugify("Café Culture à la Zürich")).toBe("cafe-culture-a-la-zurich");
  });

  it("gives an empty slug when there is nothing to keep (the loader reports it)", () => {
    expect(slugify("???")).toBe("");
  });

  it("always produces a slug the schema's slug pattern accepts", () => {
    for (const title of [
      "Timeless Wisdom from First Principles Thinkers",
      "B2B Search Visibility Mastery",
      "-- x --",
      "Q&A: 2025",
    ]) {
      expect(slugify(title)).toMatch(slugPattern);
    }
  });
});
