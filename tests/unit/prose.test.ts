import { describe, expect, it } from "vitest";
import { labelCells, wrapTables } from "../../src/content/blog/body/prose.ts";

describe("wrapTables", () => {
  it("wraps a table in a focusable region labelled by the heading above it", () => {
    const html = "<h2>Side by side</h2><p>Compare:</p><table><tr><td>a</td></tr></table><p>After.</p>";
    expect(wrapTables(html)).toBe(
      '<h2>Side by side</h2><p>Compare:</p><div class="table-scroll" role="region" tabindex="0" aria-label="Side by side"><table><tr><td>a</td></tr></table></div><p>After.</p>',
    );
  });

  it("prefers the table's caption, as plain text", () => {
    const html = "<h2>Heading</h2><table>\n  <caption>Costs <em>per seat</em></caption><tr><td>a</td></tr></table>";
    expect(wrapTables(html)).toContain('aria-label="Costs per seat"');
  });

  it("falls back to 'Table' and escapes quotes in labels", () => {
    expect(wrapTables("<table><tr><td>a</td></tr></table>")).toContain('aria-label="Table"');
    expect(wrapTables('<h3>The "best" way</h3><table></table>')).toContain('aria-label="The &quot;best&quot; way"');
  });

  it("wraps every table, each with the nearest heading", () => {
    const out = wrapTables("<h2>One</h2><table></table><h2>Two</h2><table></table>");
    expect(out.match(/class="table-scroll"/g)).toHaveLength(2);
    expect(out).toContain(
      'aria-label="One"><table></table></div><h2>Two</h2><div class="table-scroll" role="region" tabindex="0" aria-label="Two">',
    );
  });

  it("leaves a body without tables unchanged", () => {
    const html = "<p>No tables here; the word &lt;table&gt; is text.</p>";
    expect(wrapTables(html)).toBe(html);
  });
});

describe("labelCells", () => {
  it("labels every body cell with its column's heading, as plain text", () => {
    const table =
      "<table><thead><tr><th>Dimension</th><th>Best <em>practices</em></th></tr></thead><tbody><tr><td>Speed</td><td>Fast</td></tr><tr><td>Cost</td><td>Low</td></tr></tbody></table>";
    expect(labelCells(table)).toBe(
      '<table><thead><tr><th>Dimension</th><th>Best <em>practices</em></th></tr></thead><tbody><tr><td data-label="Dimension">Speed</td><td data-label="Best practices">Fast</td></tr><tr><td data-label="Dimension">Cost</td><td data-label="Best practices">Low</td></tr></tbody></table>',
    );
  });

  it("counts a spanning cell as the columns it covers and keeps its attributes", () => {
    const table =
      '<table><thead><tr><th>A</th><th>B</th><th>C</th></tr></thead><tbody><tr><th scope="row">x</th><td colspan="2">y</td></tr><tr><td>1</td><td>2</td><td>3</td></tr></tbody></table>';
    const out = labelCells(table);
    expect(out).toContain('<th scope="row" data-label="A">x</th><td colspan="2" data-label="B">y</td>');
    expect(out).toContain('<td data-label="C">3</td>');
  });

  it("leaves a table without a header row unchanged, and is applied by wrapTables", () => {
    expect(labelCells("<table><tr><td>a</td></tr></table>")).toBe("<table><tr><td>a</td></tr></table>");
    expect(wrapTables("<table><thead><tr><th>K</th></tr></thead><tbody><tr><td>v</td></tr></tbody></table>")).toContain(
      '<td data-label="K">v</td>',
    );
  });
});
