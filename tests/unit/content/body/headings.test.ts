// Heading ids, anchors and the table of contents, as the post page's one pass (pageBody) makes them.
import { describe, expect, it } from "vitest";
import { tableOfContents } from "../../../../src/content/body/headings.ts";
import { pageBody as anchorHeadings } from "../../../../src/content/body/page-body.ts";
import { sanitizePostHtml } from "../../../../src/content/body/sanitize.ts";

describe("heading anchors", () => {
  it("gives each heading an id from its text and a link to itself", () => {
    const { html, headings } = anchorHeadings("<h2>Why <em>pricing</em> &amp; cost?</h2><p>x</p><h3>Per seat</h3>");
    expect(html).toBe(
      '<h2 id="why-pricing-cost">Why <em>pricing</em> &amp; cost?' +
        '<a class="heading-anchor" href="#why-pricing-cost" aria-label="Link to this section"></a></h2>' +
        '<p>x</p><h3 id="per-seat">Per seat<a class="heading-anchor" href="#per-seat" aria-label="Link to this section"></a></h3>',
    );
    expect(headings).toEqual([
      { id: "why-pricing-cost", text: "Why pricing & cost?", level: 2 },
      { id: "per-seat", text: "Per seat", level: 3 },
    ]);
  });

  it("keeps ids unique on the page: repeats get -2, -3, and the page's own ids are never taken", () => {
    const { headings } = anchorHeadings(
      "<h2>Summary</h2><h2>Summary</h2><h3>Summary</h3><h2>Post title</h2><h2>!!!</h2>",
    );
    expect(headings.map((heading) => heading.id)).toEqual([
      "summary",
      "summary-2",
      "summary-3",
      "post-title-2",
      "section",
    ]);
  });

  it("is stable: the same body gives the same ids", () => {
    const body = "<h2>One</h2><h2>Two</h2><h4>Deep</h4>";
    expect(anchorHeadings(body)).toEqual(anchorHeadings(body));
    expect(anchorHeadings(body).html).toContain('<h4 id="deep">');
  });

  it("keeps an author's own slug id, which the sanitiser keeps too; the sanitiser drops an unsafe one and says why", () => {
    const { html } = sanitizePostHtml('<h2 id="costs">Costs</h2><h3 id="Bad Id">B</h3>');
    expect(html).toBe('<h2 id="costs">Costs</h2><h3>B</h3>');
    expect(sanitizePostHtml('<h3 id="Bad Id">B</h3>').removals[0]?.message).toMatch(
      /^heading id="Bad Id" is not a plain slug/,
    );
    expect(anchorHeadings(html).headings.map((heading) => heading.id)).toEqual(["costs", "b"]);
  });
});

describe("tableOfContents", () => {
  const entry = (level: 2 | 3, id: string) => ({ id, text: id, level });
  it("lists the sections of a post with three or more, and nothing for fewer", () => {
    expect(tableOfContents([entry(2, "a"), entry(3, "a1"), entry(2, "b")])).toEqual([]);
    expect(tableOfContents([entry(2, "a"), entry(3, "a1"), entry(2, "b"), entry(2, "c")]).map((e) => e.id)).toEqual([
      "a",
      "a1",
      "b",
      "c",
    ]);
  });
});
