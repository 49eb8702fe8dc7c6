// What visitors get is valid HTML: every page of the build, checked by html-validate (decision 58).
import { describe, expect, it } from "vitest";
import { distDir } from "./helpers.ts";
import { htmlProblems } from "./html-check.ts";

describe("the built pages' HTML", () => {
  it("has no error on any page, by html-validate's recommended rules", async () => {
    const { pages, problems } = await htmlProblems(distDir);
    expect(pages).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
