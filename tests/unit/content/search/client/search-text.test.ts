// A post's text for excerpts, read from its body as the page shows it, and the query the typed words become.
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { pageText } from "../../../../../src/content/search/client/page-text.ts";
import { queryGroups, queryTerms } from "../../../../../src/content/search/client/search-options.ts";

const parse = (html: string) =>
  new new Window().DOMParser().parseFromString(html, "text/html").body as unknown as ParentNode;

describe("pageText", () => {
  it("cuts a body into sections at headings with ids, and each section into sentences", () => {
    const body = parse(
      `<p>First words. Then more!</p><h2 id="why">Why <em>it</em> works<a class="heading-anchor" href="#why"></a></h2>` +
        `<p>One line<br>and the next</p><ul><li>An item</li><li>Another. Yes</li></ul><h3>No id</h3><p>After.</p>`,
    );
    expect(pageText(body)).toEqual([
      ["", "", ["First words.", "Then more!"]],
      ["why", "Why it works", ["One line", "and the next", "An item", "Another.", "Yes", "No id", "After."]],
    ]);
  });

  it("keeps a heading with no text after it, so it can still be linked", () => {
    expect(pageText(parse(`<h2 id="end">The end</h2>`))).toEqual([["end", "The end", []]]);
  });
});

describe("queryGroups", () => {
  it("queries each indexed term of the word being typed once: no head that the stem's prefix search covers", () => {
    // "assumption" → stem "assumpt": the heads "assumpt", "assumpti", "assumptio" are among the stem's prefixes.
    expect(queryGroups(queryTerms("clear clear assumption"))).toEqual([
      [{ term: "clear", prefix: false }],
      [
        { term: "assumption", prefix: true },
        { term: "assumpt", prefix: true },
        { term: "assump", prefix: false },
      ],
    ]);
  });
});
