// The one escaping module and plain text from HTML (src/content/text/).
import { describe, expect, it } from "vitest";
import { escapeHtml, escapeJsonForHtml, escapeXml } from "../../src/content/text/escape.ts";
import { plainText, spacedText } from "../../src/content/text/html-text.ts";
import { parseBody } from "../../src/content/blog/body/body-tree.ts";

describe("escaping", () => {
  it("escapes HTML text and double-quoted attributes as the sanitiser writes them (an apostrophe stays)", () => {
    expect(escapeHtml(`Tom & "Jerry" <3 it's`)).toBe("Tom &amp; &quot;Jerry&quot; &lt;3 it's");
  });

  it("escapes the five XML characters", () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe("a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;");
  });

  it("keeps JSON from closing its <script> element", () => {
    expect(escapeJsonForHtml('{"a":"</script>\u2028"}')).toBe('{"a":"\\u003c/script>\\u2028"}');
  });
});

describe("plain text from HTML", () => {
  it("gives what an element says on one line, entities decoded", () => {
    expect(plainText(parseBody("<h2>\n  R&amp;D <code>&lt;x&gt;</code>\u00a0now </h2>"))).toBe("R&D <x> now");
  });

  it("keeps words in neighbouring elements apart", () => {
    expect(spacedText(parseBody("<p>one<em>two</em>three</p>"))).toBe(" one two three ");
  });
});
