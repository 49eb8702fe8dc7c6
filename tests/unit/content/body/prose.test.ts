// The build-time touches to a post body's tables and code blocks, as the post page's one pass (pageBody) makes them.
import { describe, expect, it } from "vitest";
import { pageBody } from "../../../../src/content/body/page-body.ts";

const wrapTables = (html: string) => pageBody(html).html;
const region = (label: string) => `<div class="table-scroll" role="region" tabindex="0" aria-label="${label}">`;

describe("tables", () => {
  it("wraps a table in a focusable region labelled by the heading above it", () => {
    const html = "<p>Before.</p><h2>Side by side</h2><p>Compare:</p><table><tr><td>a</td></tr></table><p>After.</p>";
    expect(wrapTables(html)).toContain(
      `<p>Compare:</p>${region("Side by side")}<table><tr><td>a</td></tr></table></div><p>After.</p>`,
    );
  });

  it("prefers the table's caption, as plain text", () => {
    const html = "<h2>Heading</h2><table>\n  <caption>Costs <em>per seat</em></caption><tr><td>a</td></tr></table>";
    expect(wrapTables(html)).toContain('aria-label="Costs per seat"');
  });

  it("takes a caption only when it comes first", () => {
    const html = "<h2>Heading</h2><table><tr><td>a</td></tr><caption>Late</caption></table>";
    expect(wrapTables(html)).toContain('aria-label="Heading"');
  });

  it("falls back to 'Table' and escapes quotes, ampersands and brackets in labels", () => {
    expect(wrapTables("<table><tr><td>a</td></tr></table>")).toContain('aria-label="Table"');
    expect(wrapTables('<h3>The "best" way &amp; &lt;more&gt;</h3><table></table>')).toContain(
      'aria-label="The &quot;best&quot; way &amp; &lt;more&gt;"',
    );
  });

  it("wraps every table, each with the nearest heading", () => {
    const out = wrapTables("<h2>One</h2><table></table><h2>Two</h2><table></table>");
    expect(out.match(/class="table-scroll"/g)).toHaveLength(2);
    expect(out).toContain(`${region("One")}<table></table></div><h2 id="two">`);
    expect(out).toContain(`${region("Two")}<table></table></div>`);
  });

  it("leaves a body without tables, headings or code unchanged, byte for byte", () => {
    const html = "<p>No tables here; the word &lt;table&gt; is text, &amp; 'quotes' stay \"as written\".</p>\n<br />";
    expect(wrapTables(html)).toBe(html);
  });
});

describe("table cell labels", () => {
  it("labels every body cell with its column's heading, as plain text", () => {
    const table =
      "<table><thead><tr><th>Dimension</th><th>Best " +
      "<em>practices</em></th></tr></thead><tbody><tr><td>Speed</td><td>Fast</td></tr><tr><td>Cost</td><td>Low</td></tr></tbody></table>";
    expect(wrapTables(table)).toBe(
      `${region("Table")}<table><thead><tr><th>Dimension</th><th>Best ` +
        `<em>practices</em></th></tr></thead><tbody><tr><td data-label="Dimension">Speed</td><td data-label="Best ` +
        `practices">Fast</td></tr><tr><td data-label="Dimension">Cost</td><td data-label="Best ` +
        `practices">Low</td></tr></tbody></table></div>`,
    );
  });

  it("counts a spanning cell as the columns it covers and keeps its attributes", () => {
    const table =
      '<table><thead><tr><th>A</th><th>B</th><th>C</th></tr></thead><tbody><tr><th scope="row">x</th><td ' +
      'colspan="2">y</td></tr><tr><td>1</td><td>2</td><td>3</td></tr></tbody></table>';
    const out = wrapTables(table);
    expect(out).toContain('<th scope="row" data-label="A">x</th><td colspan="2" data-label="B">y</td>');
    expect(out).toContain('<td data-label="C">3</td>');
  });

  it("leaves a table without a header row unlabelled", () => {
    expect(wrapTables("<table><tr><td>a</td></tr></table>")).toBe(
      `${region("Table")}<table><tr><td>a</td></tr></table></div>`,
    );
  });
});

describe("code blocks", () => {
  it("makes every code block focusable, so keyboard users can scroll it", () => {
    expect(wrapTables('<pre><code class="hljs">a</code></pre><p>x</p><pre>b</pre>')).toBe(
      '<pre tabindex="0"><code class="hljs">a</code></pre><p>x</p><pre tabindex="0">b</pre>',
    );
  });
});
