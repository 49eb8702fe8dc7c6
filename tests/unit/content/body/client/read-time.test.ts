// The read-time rule: words counted in HTML, and minutes from words.
import { describe, expect, it } from "vitest";
import { countWords, readTimeFromWords, wordsPerMinute } from "../../../../../src/content/body/client/read-time.ts";

describe("countWords", () => {
  it("counts words of the text, not of the markup", () => {
    expect(
      countWords('<p>One <a href="https://x.example/a b c">two</a></p>\n<ul><li>three</li><li>four</li></ul>'),
    ).toBe(4);
  });

  it("separates words split only by tags and counts an empty body as zero", () => {
    expect(countWords("<li>one</li><li>two</li>")).toBe(2);
    expect(countWords("<p>  </p>\n")).toBe(0);
  });
});

describe("countWords agrees with stripping tags and splitting on white space", () => {
  const reference = (html: string) =>
    html
      .replace(/<[^>]*>/g, " ")
      .split(/\s+/)
      .filter(Boolean).length;
  const samples = [
    "<p>One two  three</p>",
    "<h2>Title</h2><p>a<strong>b</strong>c d</p>",
    "tight<br>words<br/>here",
    "<p>non\u00a0breaking and\u2003em space, tab\tand\nnewline</p>",
    "a < b and c > d",
    "unclosed <tag at the end",
    "",
    "   ",
    "<p>नमस्ते दुनिया 🙂 emoji</p>",
  ];
  for (const sample of samples) {
    it(JSON.stringify(sample), () => expect(countWords(sample)).toBe(reference(sample)));
  }
});

describe("readTimeFromWords", () => {
  it("is the words over the reading speed, rounded, and at least a minute", () => {
    expect(wordsPerMinute).toBe(230);
    expect(readTimeFromWords(0)).toBe(1);
    expect(readTimeFromWords(344)).toBe(1);
    expect(readTimeFromWords(345)).toBe(2);
    expect(readTimeFromWords(2300)).toBe(10);
  });
});
