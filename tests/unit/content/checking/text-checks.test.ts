// Text checks every data file gets: forbidden characters and references, body size, byte-order marks.
import { describe, expect, it } from "vitest";
import { checkBodyText, forbiddenInValue, stripByteOrderMark } from "../../../../src/content/checking/text-checks.ts";

/** A post body's problems: at most five raw characters and five references, in source order. */
const forbidden = (text: string) => checkBodyText(text).problems;
const found = (text: string) => forbidden(text).map((p) => text.codePointAt(p.offset)?.toString(16));
/** The references found, as written. */
const references = (text: string) => forbidden(text).map((p) => text.slice(p.offset).match(/^&#\w+;/)?.[0]);
/** 256 kB: about 40,000 words, twenty times a long article. */
const bodySizeLimit = 256 * 1024;

describe("forbidden characters in a body: what a feed, a page or XML cannot carry", () => {
  it("finds C0 and C1 controls, U+FFFE, U+FFFF, U+FFFD and lone surrogates, where they are", () => {
    expect(found("a\u0001b\u001fc\u007fd\u0085e")).toEqual(["1", "1f", "7f", "85"]);
    expect(found("e\uFFFEf\uFFFFg\uFFFDh")).toEqual(["fffe", "ffff", "fffd"]);
    expect(found("lone \uD800 high and \uDC00 low")).toEqual(["d800", "dc00"]);
    expect(forbidden("ab\u0002")[0]?.message).toContain("the control character U+0002");
  });

  it("lets tab, line feed, carriage return, emoji and every other script through", () => {
    expect(forbidden("tab\tline\nreturn\r😀 हिन्दी العربية \u2028 \u00A0 \uFEFF")).toEqual([]);
  });

  it("stops after a few, so a binary file does not flood the report", () => {
    expect(forbidden("\u0001".repeat(1000))).toHaveLength(5);
    expect(forbidden("&#1;".repeat(1000))).toHaveLength(5);
  });
});

describe("character references in a body that decode to a forbidden character", () => {
  it("finds decimal and hex references to controls and non-characters, and references to nothing", () => {
    expect(references("a&#1;b&#x0B;c&#xfffe;d&#65535;")).toEqual(["&#1;", "&#x0B;", "&#xfffe;", "&#65535;"]);
    expect(references("e&#0;f&#xD800;g&#x110000;")).toEqual(["&#0;", "&#xD800;", "&#x110000;"]);
    expect(forbidden("&#1;")[0]?.message).toBe(
      "the character reference &#1; stands for the control character U+0001, which feeds and pages cannot carry: " +
        "delete it (often pasted from a word processor)",
    );
  });

  it("accepts references to ordinary characters", () => {
    expect(forbidden("&#9; &#10; &#x1F600; &#233; &amp; &#xFFFD;")).toEqual([]);
  });
});

describe("checkBodyText: the checks every post body kind shares", () => {
  it(`accepts a body of exactly ${bodySizeLimit} bytes of UTF-8 and refuses one byte more, naming the limit`, () => {
    expect(checkBodyText("a".repeat(bodySizeLimit))).toEqual({ problems: [], tooLarge: false });
    const over = checkBodyText("a".repeat(bodySizeLimit + 1));
    expect(over.tooLarge).toBe(true);
    expect(over.problems[0]?.message).toContain("over the limit of 256 kB");
  });

  it("counts bytes, not characters: 100,000 three-byte characters are over the limit", () => {
    expect(checkBodyText("€".repeat(100_000)).tooLarge).toBe(true);
    expect(checkBodyText("€".repeat(80_000)).tooLarge).toBe(false);
  });

  it("reports raw characters and references together, in source order", () => {
    expect(checkBodyText("<p>&#x1;a\u0002</p>").problems.map((p) => p.offset)).toEqual([3, 9]);
  });
});

describe("stripByteOrderMark and forbiddenInValue", () => {
  it("strips only a leading byte-order mark", () => {
    expect(stripByteOrderMark("\uFEFF{}")).toBe("{}");
    expect(stripByteOrderMark("a\uFEFFb")).toBe("a\uFEFFb");
  });

  it("names the field path and the character's place in every string of a parsed JSON value, keys too", () => {
    expect(forbiddenInValue({ a: ["ok", "x\u0001"], b: { c: "\uFFFF" }, ["k\u0007"]: 1 })).toEqual([
      { path: ["a", 1], message: expect.stringContaining("character 2 of the text is the control character U+0001") },
      { path: ["b", "c"], message: expect.stringContaining("character 1 of the text is the non-character U+FFFF") },
      { path: ["k\u0007"], message: expect.stringContaining("character 2 of the key is the control character U+0007") },
    ]);
  });
});
