// The sanitiser's allow-list, tag by tag and attribute by attribute, and the message for each kind of removal in full.
import { describe, expect, it } from "vitest";
import { headingIdPattern, sanitizePostHtml } from "../../../../src/content/body/sanitize.ts";

/** Each removal as [the source at its offset, the message]. */
function removalsOf(html: string): Array<[string, string]> {
  return sanitizePostHtml(html).removals.map((r) => [html.slice(r.offset, r.offset + 14), r.message]);
}

const allowedList =
  "h2, h3, h4, p, br, hr, ul, ol, li, blockquote, strong, em, b, i, s, sub, sup, del, a, code, pre, kbd, mark, abbr, " +
  "table, thead, tbody, tfoot, tr, th, td, caption, figure, figcaption, img, dl, dt, dd, span";

describe("the allow-list", () => {
  it("keeps every allowed tag with each of its allowed attributes", () => {
    const body = [
      '<h2 id="a">A</h2><h3 id="b-2">B</h3><h4 id="c">C</h4>',
      "<p>x<br />y</p><hr />",
      '<ul><li>u</li></ul><ol start="2"><li>o</li></ol><blockquote>q</blockquote>',
      "<p><strong>s</strong><em>e</em><b>b</b><i>i</i><s>s</s><sub>1</sub><sup>2</sup><del>d</del><kbd>k</kbd>",
      '<mark>m</mark><abbr title="Business to business">B2B</abbr></p>',
      '<p><a href="https://x.example/" title="t">h</a><a href="mailto:a@x.example">m</a><a href="/blog/x">s</a></p>',
      '<pre><code class="language-ts hljs"><span class="hljs-keyword">const</span><span class="x_">a</span></code></pre>',
      '<table><caption>c</caption><thead><tr><th scope="col" align="left">h</th></tr></thead>',
      '<tbody><tr><td colspan="2" rowspan="1" align="right">d</td><th rowspan="2" colspan="1" align="center">r</th></tr></tbody>',
      "<tfoot><tr><td>f</td></tr></tfoot></table>",
      '<figure><img src="https://x.example/a.png" alt="a" width="2" height="1" /><figcaption>f</figcaption></figure>',
      "<dl><dt>t</dt><dd>d</dd></dl>",
    ].join("\n");
    expect(sanitizePostHtml(body)).toEqual({ html: body, removals: [] });
  });

  it("keeps only the code and highlight classes", () => {
    const html = '<span class="other">a</span><span class="hljs-title_ x">b</span><code class="lang-ts">c</code>';
    expect(sanitizePostHtml(html).html).toBe('<span>a</span><span class="hljs-title_">b</span><code>c</code>');
  });

  it("keeps a heading id only when it is a plain slug", () => {
    expect(sanitizePostHtml('<h2 id="ok-1">a</h2><h3 id="Bad Id">b</h3><h4 id="-x">c</h4>').html).toBe(
      '<h2 id="ok-1">a</h2><h3>b</h3><h4>c</h4>',
    );
    expect(["a", "a1-b2", "step-1-install"].every((id) => headingIdPattern.test(id))).toBe(true);
    expect(["", "1a", "a-", "a--b", "A", "a_b", "a b"].some((id) => headingIdPattern.test(id))).toBe(false);
  });

  it("keeps an alignment only of left, center or right, and no other attribute", () => {
    expect(
      sanitizePostHtml('<table><tr><th align="justify">e</th><td align="center" valign="top">f</td></tr></table>').html,
    ).toBe('<table><tr><th align>e</th><td align="center">f</td></tr></table>');
  });
});

describe("the message for each removal", () => {
  it("names an embed, a form or a style element, an h1 and any other tag with the allowed list", () => {
    const embeds = ["iframe", "embed", "object", "video", "audio", "form", "input", "style", "link", "meta"];
    for (const tag of embeds)
      expect(removalsOf(`<p>a</p><${tag}></${tag}>`), tag).toEqual([
        [
          `<${tag}></${tag}>`.slice(0, 14),
          `<${tag}> is not allowed in a post body (no embeds, forms or styles); link to the resource instead`,
        ],
      ]);
    expect(removalsOf("<h1>T</h1>")).toEqual([
      ["<h1>T</h1>", "<h1> is not allowed in a post body: the page already shows the title as h1; use <h2>"],
    ]);
    expect(removalsOf("<marquee>m</marquee>")).toEqual([
      ["<marquee>m</ma", `<marquee> is not in the allowed tags for a post body (${allowedList})`],
    ]);
  });

  it("names a disallowed attribute, and blames the stylesheet for style, class and id only", () => {
    expect(
      removalsOf('<p id="x" style="c" data-x="y">c</p><span class="other">a</span><a hreflang="en">b</a>'),
    ).toEqual([
      ['id="x" style="', "attribute `id` is not allowed on <p>; remove it (styling comes from the site's stylesheet)"],
      [
        'style="c" data',
        "attribute `style` is not allowed on <p>; remove it (styling comes from the site's stylesheet)",
      ],
      ['data-x="y">c</', "attribute `data-x` is not allowed on <p>; remove it"],
      [
        'class="other">',
        "attribute `class` is not allowed on <span>; remove it (styling comes from the site's stylesheet)",
      ],
      ['hreflang="en">', "attribute `hreflang` is not allowed on <a>; remove it"],
    ]);
  });

  it("finds an attribute written in capitals, past the tag's name", () => {
    expect(removalsOf('<P ONCLICK="x">a</P><img alt="" src="x" onerror="y">')).toEqual([
      ['ONCLICK="x">a<', "event-handler attribute `onclick` on <p> is not allowed: post bodies run no script"],
      ['onerror="y">', "event-handler attribute `onerror` on <img> is not allowed: post bodies run no script"],
    ]);
  });

  it("names a heading id that is no slug, a scheme by tag, an empty attribute and a protocol-relative address", () => {
    expect(
      removalsOf(
        '<h3 id="Bad Id">d</h3><a href="ftp://x">f</a><img src="http://x/a.png" alt=""><a href="">g</a>' +
          '<a href="//x.example">h</a><a title="">i</a>',
      ),
    ).toEqual([
      [
        'id="Bad Id">d<',
        'heading id="Bad Id" is not a plain slug; use lowercase letters, digits and hyphens (e.g. id="my-section"), ' +
          "or leave it out and the build makes one",
      ],
      [
        'href="ftp://x"',
        '`ftp:` address in href="ftp://x" on <a> is not allowed; use an https:// address, a mailto: address or a site ' +
          "path like /blog/…",
      ],
      ['src="http://x/', '`http:` address in src="http://x/a.png" on <img> is not allowed; use an https:// address'],
      ['href="">g</a><', "empty attribute `href` on <a>; give it a value or remove it"],
      ['href="//x.exam', "protocol-relative address in href on <a>; write it with https://"],
      ['title="">i</a>', "empty attribute `title` on <a>; give it a value or remove it"],
    ]);
  });

  it("names a hidden scheme in full, and a space inside the address as a space", () => {
    expect(removalsOf('<a href="java&#x09;script:alert(1)">x</a><a href="java script:x">y</a>')).toEqual([
      [
        'href="java&#x0',
        '`javascript:` address hidden with a tab in href="java\\tscript:alert(1)" on <a> is not allowed: browsers skip ' +
          "those characters, so it would run as `javascript:`",
      ],
      [
        'href="java scr',
        '`javascript:` address hidden with a space in href="java script:x" on <a> is not allowed: browsers skip those ' +
          "characters, so it would run as `javascript:`",
      ],
    ]);
  });

  it("names a backslash address in full, with the host it leads to", () => {
    expect(removalsOf('<a href="/\\evil.example/x">x</a>')).toEqual([
      [
        'href="/\\evil.e',
        'href="/\\\\evil.example/x" on <a> leads to another host: browsers read a backslash as /, so it is the ' +
          "protocol-relative address //evil.example; write a full https:// address, or a site path with one /",
      ],
    ]);
  });

  it("reports an element whose children went with it once, and the removals in source order", () => {
    expect(removalsOf('<textarea><p>x</p></textarea><p onclick="y">a</p>')).toEqual([
      ["<textarea><p>x", `<textarea> is not in the allowed tags for a post body (${allowedList})`],
      ['onclick="y">a<', "event-handler attribute `onclick` on <p> is not allowed: post bodies run no script"],
    ]);
  });

  it("names each character that hides a scheme, in full, and a space only when it is inside the address", () => {
    const message = (shown: string, how: string) =>
      `\`javascript:\` address hidden with ${how} in href="${shown}" on <a> is not allowed: browsers skip those ` +
      "characters, so it would run as `javascript:`";
    const html =
      '<a href=" &#1;javascript:alert(1)">x</a><a href="java&#x1F;script:x">y</a>' +
      '<a href="java&#x09;&#x0A;script:x">z</a><a href="java<!-- xy -->script:x">w</a>';
    expect(removalsOf(html).map(([, text]) => text)).toEqual([
      message(" \\u0001javascript:alert(1)", "the control character U+0001"),
      message("java\\u001fscript:x", "the control character U+001F"),
      message("java\\t\\nscript:x", "a tab and a line break"),
      message("java<!-- xy -->script:x", "an HTML comment"),
    ]);
  });

  it("shows at most 60 characters of an address", () => {
    const long = `<a href="ftp://${"x".repeat(70)}">l</a><a href="java&#x09;script:${"y".repeat(70)}">m</a>`;
    expect(removalsOf(long).map(([, text]) => text)).toEqual([
      `\`ftp:\` address in href="ftp://${"x".repeat(54)}" on <a> is not allowed; use an https:// address, a mailto: ` +
        "address or a site path like /blog/…",
      `\`javascript:\` address hidden with a tab in href="java\\tscript:${"y".repeat(48)}" on <a> is not allowed: ` +
        "browsers skip those characters, so it would run as `javascript:`",
    ]);
  });

  it("keeps each message to its kind of attribute and tag", () => {
    const html =
      '<a href="//x.example/a:b">x</a><p data-x="//\\x">y</p><p data-y="//z">z</p><img src="//x.example/a.png" alt="">' +
      '<abbr href="x">a</abbr><img src="java&#x09;script:x" alt=""><h2 title="x">t</h2><hr id="x" /><p title=" ">s</p>' +
      '<p p="x">a</p>';
    expect(removalsOf(html).map(([, text]) => text)).toEqual([
      "protocol-relative address in href on <a>; write it with https://",
      "attribute `data-x` is not allowed on <p>; remove it",
      "attribute `data-y` is not allowed on <p>; remove it",
      "protocol-relative address in src on <img>; write it with https://",
      "attribute `href` is not allowed on <abbr>; remove it",
      '`javascript:` address hidden with a tab in src="java\\tscript:x" on <img> is not allowed: browsers skip those ' +
        "characters, so it would run as `javascript:`",
      "attribute `title` is not allowed on <h2>; remove it",
      "attribute `id` is not allowed on <hr>; remove it (styling comes from the site's stylesheet)",
      "empty attribute `title` on <p>; give it a value or remove it",
      "attribute `p` is not allowed on <p>; remove it",
    ]);
    expect(removalsOf('<p p="x">a</p>')[0]?.[0]).toBe('p="x">a</p>');
  });

  it("names a dropped comment by its text, cut at 40 characters, and an empty one without it", () => {
    const forty = "1234567890".repeat(4);
    const html = `<!-- a [CDATA[ b --><!-- c ]] d --><!----><!-- ${forty} --><!-- ${forty}1 -->`;
    const comment = (text: string) =>
      `an HTML comment is removed from the page${text}: delete it, or keep notes outside the post body`;
    expect(removalsOf(html).map(([, text]) => text)).toEqual([
      comment(' ("a [CDATA[ b")'),
      comment(' ("c ]] d")'),
      comment(""),
      comment(` ("${forty}")`),
      comment(` ("${forty.slice(0, 37)}…")`),
    ]);
  });

  it("sorts what it reports by place, comments among attributes", () => {
    expect(removalsOf('<p onclick="x">a</p><!-- c -->').map(([at]) => at)).toEqual(['onclick="x">a<', "<!-- c -->"]);
  });

  it("reports an element whose allowed children went with it, and not the children", () => {
    expect(removalsOf("<select><option><b>x</b></option></select>").map(([at]) => at)).toEqual([
      "<select><optio",
      "<option><b>x</",
    ]);
  });

  it("keeps the other alignments on each kind of cell", () => {
    const html = '<table><tr><th align="right">a</th><td align="left">b</td></tr></table>';
    expect(sanitizePostHtml(html)).toEqual({ html, removals: [] });
  });
});
