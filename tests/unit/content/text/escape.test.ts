// The one escaping module: HTML, XML, and JSON inside a <script> element.
import { describe, expect, it } from "vitest";
import { escapeHtml, escapeJsonForHtml, escapeXml } from "../../../../src/content/text/escape.ts";

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
