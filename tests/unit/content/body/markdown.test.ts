// Markdown bodies: CommonMark + GFM to sanitised HTML, highlighted code, and every problem at its place in the .md.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../../../src/content/body/markdown.ts";
import { checkPostBody } from "../../../../src/content/body/post-body.ts";
import { LineIndex } from "../../../../src/content/checking/problems.ts";

/** The problems of `source` as `line:column message`. */
function problems(source: string): string[] {
  const lines = new LineIndex(source);
  return renderMarkdown(source).removals.map((removal) => {
    const { line, column } = lines.position(removal.offset);
    return `${line}:${column} ${removal.message}`;
  });
}

describe("renderMarkdown", () => {
  it("writes GFM tables, strikethrough and autolinks as HTML the sanitiser keeps unchanged", () => {
    const { html, removals } = renderMarkdown(
      "## Costs\n\n| Item | Cost |\n| --- | ---: |\n| Seat | ~~$10~~ $8 |\n\nSee https://example.com/pricing.\n",
    );
    expect(removals).toEqual([]);
    expect(html).toContain("<h2>Costs</h2>");
    expect(html).toMatch(/<table>\s*<thead>\s*<tr>\s*<th>Item<\/th>\s*<th align="right">Cost<\/th>/);
    expect(html).toContain("<del>$10</del> $8");
    expect(html).toContain('<a href="https://example.com/pricing">https://example.com/pricing</a>');
  });

  it("highlights fenced code with classes only: no inline style for the CSP to refuse", () => {
    const { html, removals } = renderMarkdown("```ts\nconst price: number = 3; // per seat\n```\n");
    expect(removals).toEqual([]);
    expect(html).toContain('<pre><code class="hljs language-ts"><span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-comment">// per seat</span>');
    expect(html).not.toContain("style=");
  });

  it("leaves code in an unknown or plain language as escaped text", () => {
    const { html } = renderMarkdown("```text\n<b>not bold</b>\n```\n");
    expect(html).toContain("&lt;b&gt;not bold&lt;/b&gt;");
    expect(html).not.toContain("<span");
  });

  it("locates an unclosed code fence at its opening line", () => {
    expect(problems("Intro.\n\n~~~~python\nx = 1\n")).toEqual([
      "3:1 this code block's fence (~~~~) is never closed, so the rest of the file became code: add a line with ~~~~ after the code",
    ]);
    expect(problems("```\ncode\n```\n\n> ```\n> quoted\n> ```\n")).toEqual([]);
  });

  it("locates raw HTML the sanitiser removes in the .md, like an HTML body's", () => {
    const source =
      '# Title\n\nText <span onclick="go()">here</span>.\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) ![y](http://img.example/a.png)\n';
    expect(problems(source)).toEqual([
      "1:1 a `# heading` is an <h1>, and the page already shows the title as h1: start sections with `##`",
      "3:12 event-handler attribute `onclick` on <span> is not allowed: post bodies run no script",
      "5:1 <script> is not allowed in a post body: post bodies run no script",
      '7:1 `javascript:` address in href="javascript:alert(1)" on <a> is not allowed; use an https:// address, a mailto: address or a site path like /blog/…',
      '7:26 `http:` address in src="http://img.example/a.png" on <img> is not allowed; use an https:// address',
    ]);
    expect(renderMarkdown(source).html).not.toMatch(/script|onclick|javascript|http:/);
  });

  it("explains task lists and footnotes instead of dropping them silently", () => {
    expect(problems("- [ ] buy milk\n")).toEqual([
      "1:1 task-list checkboxes (`- [ ]`) are not allowed in a post body: write a plain list",
    ]);
    expect(problems("Claim.[^1]\n\n[^1]: Source.\n").map((p) => p.slice(0, 20))).toEqual([
      "1:7 footnotes are no",
      "3:1 footnotes are no",
    ]);
  });

  it("keeps allowed raw HTML such as <abbr> and <kbd>", () => {
    const { html, removals } = renderMarkdown(
      'Press <kbd>Ctrl</kbd> in <abbr title="HyperText Markup Language">HTML</abbr>.\n',
    );
    expect(removals).toEqual([]);
    expect(html).toContain('<abbr title="HyperText Markup Language">HTML</abbr>');
  });
});

describe("checkPostBody", () => {
  it("reads the same text as Markdown or as HTML by the file's extension", () => {
    const text = "**bold** <em>x</em>";
    expect(checkPostBody(text, "posts/a.md").html).toBe("<p><strong>bold</strong> <em>x</em></p>");
    expect(checkPostBody(text, "posts/a.html").html).toBe(text);
    expect(checkPostBody(text, "posts/a.md").words).toBe(2);
  });
});
