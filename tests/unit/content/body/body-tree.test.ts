// The body tree: a sanitised body read as hast with source offsets, and edits made at those offsets.
import { describe, expect, it } from "vitest";
import type { Element } from "hast";
import {
  applyEdits,
  eachElement,
  endTagStart,
  parseBody,
  startOf,
  startTagEnd,
} from "../../../../src/content/body/body-tree.ts";
import { imageSources, sitePathAddresses } from "../../../../src/content/body/body-links.ts";

const elements = (html: string) => {
  const found: Element[] = [];
  eachElement(parseBody(html), (element) => found.push(element));
  return found;
};

describe("parseBody", () => {
  it("reads elements in document order, with decoded text and attributes under hast's property names", () => {
    const tree = parseBody('<p>A &amp; B</p><table><tr><td colspan="2">x</td></tr></table>');
    expect(elements('<p>A &amp; B</p><table><tr><td colspan="2">x</td></tr></table>').map((e) => e.tagName)).toEqual([
      "p",
      "table",
      "tr",
      "td",
    ]);
    expect(tree.children[0]).toMatchObject({ tagName: "p", children: [{ type: "text", value: "A & B" }] });
    const td = elements('<table><tr><td colspan="2">x</td></tr></table>').at(-1)!;
    expect(td.properties).toEqual({ colSpan: "2" });
  });

  it("adds no element the source does not spell (no <tbody> as a browser would)", () => {
    expect(elements("<table><tr><td>a</td></tr></table>").map((e) => e.tagName)).toEqual(["table", "tr", "td"]);
  });

  it("knows where each element's tags are, with lines and columns", () => {
    const html = '<p>x</p>\n<h2 id="a">T<em>i</em></h2>\n<img src="/a.png" alt="" />';
    const [, h2, , img] = elements(html);
    expect(h2!.position?.start).toEqual({ line: 2, column: 1, offset: 9 });
    expect(html.slice(startOf(h2!), startTagEnd(html, h2!))).toBe('<h2 id="a">');
    expect(html.slice(endTagStart(html, h2!), h2!.position?.end.offset)).toBe("</h2>");
    expect(img!.position?.start).toMatchObject({ line: 3, column: 1 });
    expect(endTagStart(html, img!)).toBe(-1);
  });
});

describe("applyEdits", () => {
  it("inserts and replaces at offsets, keeping the order of edits at one offset, and leaves every other byte", () => {
    const html = "<p>ab</p>";
    expect(applyEdits(html, [])).toBe(html);
    expect(
      applyEdits(html, [
        { at: 9, text: "</div>" },
        { at: 0, end: 3, text: '<p class="x">' },
        { at: 9, text: "<hr />" },
        { at: 4, text: "-" },
      ]),
    ).toBe('<p class="x">a-b</p></div><hr />');
  });
});

describe("imageSources", () => {
  it("lists every image's decoded src in order, and finds none in a body without images", () => {
    expect(imageSources('<p><img src="/a.png?x=1&amp;y=2" alt="" /></p><img src="https://e.com/b.png" />')).toEqual([
      "/a.png?x=1&y=2",
      "https://e.com/b.png",
    ]);
    expect(imageSources("<p>an &lt;img&gt; in text</p>")).toEqual([]);
  });
});

describe("sitePathAddresses", () => {
  it("finds links and images that name a site path, with where each value is written", () => {
    const html =
      '<a title="t" href="/blog/x?a=1&amp;b=2">x</a><a href="//cdn.example/x">c</a><img src="/i.png" alt="" />';
    const found = sitePathAddresses(html, parseBody(html));
    expect(found.map(({ path, start, end }) => [path, html.slice(start, end)])).toEqual([
      ["/blog/x?a=1&b=2", "/blog/x?a=1&amp;b=2"],
      ["/i.png", "/i.png"],
    ]);
  });
});
