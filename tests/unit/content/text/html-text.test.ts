// Plain text from HTML: the text a heading, a search entry or a summary shows.
import { describe, expect, it } from "vitest";
import { plainText, spacedText } from "../../../../src/content/text/html-text.ts";
import { parseBody } from "../../../../src/content/body/body-tree.ts";

describe("plain text from HTML", () => {
  it("gives what an element says on one line, entities decoded", () => {
    expect(plainText(parseBody("<h2>\n  R&amp;D <code>&lt;x&gt;</code>\u00a0now </h2>"))).toBe("R&D <x> now");
  });

  it("keeps words in neighbouring elements apart", () => {
    expect(spacedText(parseBody("<p>one<em>two</em>three</p>"))).toBe(" one two three ");
  });
});
