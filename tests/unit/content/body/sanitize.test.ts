// The post-body sanitiser: what the allow-list keeps, what it removes, and where it reports each removal.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "../../../../src/content/body/sanitize.ts";

/** Each removal as `<text at its offset>: <message>`, so a wrong offset shows as the wrong text. */
function removalsOf(html: string) {
  return sanitizePostHtml(html).removals.map((r) => ({ at: html.slice(r.offset, r.offset + 12), message: r.message }));
}

describe("sanitizePostHtml", () => {
  it("leaves a clean body untouched and reports nothing", () => {
    const clean = [
      "<h2>Question the assumptions</h2>",
      '<p>Read <a href="https://example.com/x" title="More">this</a>, <a href="/blog/other">that</a> or <a href="mailto:hi@example.com">write</a>.</p>',
      '<figure><img src="https://images.example/a.jpg" alt="A chart" width="640" height="360" /><figcaption>Chart</figcaption></figure>',
      '<pre><code class="language-ts">const a = 1;</code></pre>',
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">B</td></tr></tbody></table>',
      '<ol start="3"><li><strong>Bold</strong> and <em>italic</em></li></ol><blockquote>Quote</blockquote>',
    ].join("\n");
    expect(sanitizePostHtml(clean)).toEqual({ html: clean, removals: [] });
  });

  it("removes a script with its content and reports it where it starts", () => {
    const html = '<p>Intro</p>\n<script>alert("<p>")</script>\n<p>After</p>';
    const result = sanitizePostHtml(html);
    expect(result.html).toBe("<p>Intro</p>\n\n<p>After</p>");
    expect(removalsOf(html)).toEqual([
      { at: "<script>aler", message: "<script> is not allowed in a post body: post bodies run no script" },
    ]);
  });

  it("reports an event-handler attribute at the attribute, even when its name appears earlier in the tag", () => {
    const html = '<p>Hi</p>\n<img alt="onload demo" src="https://x.example/a.png" onload="alert(1)">';
    expect(sanitizePostHtml(html).html).not.toContain("onload=");
    expect(removalsOf(html)).toEqual([
      {
        at: 'onload="aler',
        message: "event-handler attribute `onload` on <img> is not allowed: post bodies run no script",
      },
    ]);
  });

  it("reports a src inside a srcset-bearing tag at the src attribute itself", () => {
    const html = '<img srcset="https://x.example/a.png 2x" alt="" src="javascript:alert(1)">';
    expect(removalsOf(html).map((r) => r.at)).toEqual(['srcset="http', 'src="javascr']);
  });

  it("reports javascript: links and keeps the link text", () => {
    const html = '<p>Click <a href="javascript:alert(1)">here</a></p>';
    expect(sanitizePostHtml(html).html).toBe("<p>Click <a>here</a></p>");
    expect(removalsOf(html)).toEqual([
      {
        at: 'href="javasc',
        message: expect.stringContaining('`javascript:` address in href="javascript:alert(1)" on <a>') as string,
      },
    ]);
  });

  it("refuses http images and protocol-relative links", () => {
    const html = '<img src="http://x.example/a.png" alt="a"><a href="//x.example/">x</a>';
    expect(removalsOf(html).map((r) => r.message)).toEqual([
      expect.stringContaining(
        '`http:` address in src="http://x.example/a.png" on <img> is not allowed; use an https:// address',
      ),
      "protocol-relative address in href on <a>; write it with https://",
    ]);
  });

  it("removes an iframe and an h1, pointing at each", () => {
    const html = '<h1>Title</h1>\n<p>Text</p>\n<iframe src="https://www.youtube.com/embed/Xc3n4QwP9sA"></iframe>';
    expect(removalsOf(html)).toEqual([
      {
        at: "<h1>Title</h",
        message: "<h1> is not allowed in a post body: the page already shows the title as h1; use <h2>",
      },
      {
        at: "<iframe src=",
        message: "<iframe> is not allowed in a post body (no embeds, forms or styles); link to the resource instead",
      },
    ]);
    expect(sanitizePostHtml(html).html).toBe("Title\n<p>Text</p>\n");
  });

  it("reports styling attributes and unknown tags, and keeps the allowed children", () => {
    const html = '<div class="box"><p style="color:red">Text</p></div>';
    expect(sanitizePostHtml(html).html).toBe("<p>Text</p>");
    expect(removalsOf(html)).toEqual([
      {
        at: '<div class="',
        message: expect.stringContaining("<div> is not in the allowed tags for a post body (h2, h3") as string,
      },
      {
        at: 'style="color',
        message: "attribute `style` is not allowed on <p>; remove it (styling comes from the site's stylesheet)",
      },
    ]);
  });

  it("reports only the dropped element, not the allowed tags that went with it", () => {
    const html = "<p>a</p><textarea><p>typed</p></textarea>";
    expect(sanitizePostHtml(html).html).toBe("<p>a</p>");
    expect(removalsOf(html)).toEqual([
      { at: "<textarea><p", message: expect.stringContaining("<textarea> is not in the allowed tags") as string },
    ]);
  });

  it("blames the stylesheet only for styling attributes", () => {
    expect(removalsOf('<a href="https://x.example/" target="_blank">x</a>').map((r) => r.message)).toEqual([
      "attribute `target` is not allowed on <a>; remove it",
    ]);
  });

  it("says an empty attribute is empty rather than not allowed", () => {
    expect(removalsOf('<a href="">x</a>').map((r) => r.message)).toEqual([
      "empty attribute `href` on <a>; give it a value or remove it",
    ]);
  });

  it("reports each of several removals in source order", () => {
    const html = '<p onclick="a()">1</p><script></script><p onmouseover="b()">2</p>';
    expect(removalsOf(html).map((r) => r.at)).toEqual(['onclick="a()', "<script></sc", "onmouseover="]);
  });

  it("drops javascript: links spelled with character references, zero-padded ones included", () => {
    for (const href of [
      "javascript&colon;alert(1)",
      "javascript&#0000058;alert(1)",
      "&#x000000006A;avascript:alert(1)",
      "java&#0000009;script:alert(1)",
    ]) {
      expect(sanitizePostHtml(`<a href="${href}">x</a>`).html, href).toBe("<a>x</a>");
    }
  });
});

describe("the parser that finds removals", () => {
  it("is the very htmlparser2 the sanitiser parses with, so both read the same tags", () => {
    const require = createRequire(import.meta.url);
    const sanitizers = createRequire(require.resolve("sanitize-html"));
    expect(sanitizers.resolve("htmlparser2")).toBe(require.resolve("htmlparser2"));
  });

  it("names a javascript: address hidden by characters browsers skip, however it is written", () => {
    const hidden: Array<[string, string]> = [
      ["java&#x09;script:alert(1)", "a tab"],
      ["java&NewLine;script:alert(1)", "a line break"],
      ["&#1;javascript:alert(1)", "the control character U+0001"],
      ["jav&#x0D;ascript:alert(1)", "a carriage return"],
      ["java<!-- x -->script:alert(1)", "an HTML comment"],
    ];
    for (const [href, how] of hidden) {
      const [removal] = removalsOf(`<a href="${href}">x</a>`).filter((r) => r.message.includes("href"));
      expect(removal?.message, href).toMatch(
        new RegExp(
          `^\`javascript:\` address hidden with ${how.replace("+", "\\+")} in href=".*" on <a> is not allowed`,
        ),
      );
    }
  });

  it("names a backslash address as one that leads to another host", () => {
    expect(removalsOf('<a href="/\\evil.example/x">x</a>')[0]?.message).toContain("leads to another host");
    expect(removalsOf('<img src="\\/evil.example/x.png" alt="">')[0]?.message).toContain("//evil.example");
  });

  it("reports each comment, CDATA section and declaration it drops, at its place, with the text lost", () => {
    const html = "<p>a</p>\n<!-- note -->\n<![CDATA[ kept? ]]>\n<?php echo 1 ?>\n<!DOCTYPE html>";
    expect(removalsOf(html)).toEqual([
      {
        at: "<!-- note --",
        message: 'an HTML comment is removed from the page ("note"): delete it, or keep notes outside the post body',
      },
      {
        at: "<![CDATA[ ke",
        message:
          'a CDATA section is removed from the page, and its text "kept?" with it: write the text as plain HTML (with &lt; for <)',
      },
      {
        at: "<?php echo 1",
        message:
          "<?php echo 1 ?> is removed from the page (a declaration or processing instruction has no place in a post body): delete it",
      },
      {
        at: "<!DOCTYPE ht",
        message:
          "<!DOCTYPE html> is removed from the page (a declaration or processing instruction has no place in a post body): delete it",
      },
    ]);
  });
});
