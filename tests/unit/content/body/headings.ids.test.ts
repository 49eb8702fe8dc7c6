// Published heading ids never change: links to `#id` from elsewhere depend on them. Pinned on the built-in posts and
// on headings that are easy to get wrong (repeats, punctuation, entities, non-ASCII, code, the author's own ids).
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { pageBody as pageBodyOf } from "../../../../src/content/body/page-body.ts";
import { renderMarkdown } from "../../../../src/content/body/markdown.ts";
import { sanitizePostHtml } from "../../../../src/content/body/sanitize.ts";
import { loadContent, type LoadResult } from "../../../../src/content/site/load.ts";
import { blogPages } from "../../../../src/content/blog/blog-pages.ts";
import type { PostData } from "../../../../src/content/pages/page-data.ts";
import { readDataFiles } from "../../../../scripts/shared/read-data.ts";
import "../../support/load-markdown.ts";

/** The body as the post page shows it, from a body as written. */
const pageBody = (html: string) => pageBodyOf(sanitizePostHtml(html).html);
const idsIn = (html: string) => [...html.matchAll(/<h[2-4] id="([^"]*)"/g)].map((match) => match[1]);

describe("heading ids of the built-in posts", () => {
  let result: LoadResult;
  beforeAll(async () => {
    result = loadContent(await readDataFiles(path.resolve("data")));
  });

  it("are the ids published today", () => {
    const ids = Object.fromEntries(
      blogPages(result.content!)
        .filter((page) => page.route === "post")
        .map((page) => [page.path, idsIn((page.build() as PostData).post.content)]),
    );
    expect(ids).toEqual({
      "/blog/how-to-apply-first-principles-thinking-in-startups": [
        "what-first-principles-thinking-actually-means",
        "the-assumptions-hiding-inside-every-startup",
        "a-four-step-method-state-break-sort-rebuild",
        "1-state-the-belief-as-a-single-sentence",
        "2-break-it-into-its-components",
        "3-sort-the-pieces-into-laws-and-conventions",
        "4-rebuild-from-what-survived-then-test-cheaply",
        "three-case-studies",
        "spacex-the-price-of-a-rocket",
        "amazon-working-backwards-from-the-customer",
        "stripe-payments-as-a-developer-problem",
        "a-worked-example-rethinking-per-seat-pricing",
        "where-founders-go-wrong",
        "applying-it-to-how-you-explain-your-company",
      ],
      "/blog/exercises-to-practice-first-principles-thinking-daily": [
        "why-it-has-to-be-a-daily-habit",
        "quick-drills-five-minutes-or-less",
        "1-the-five-whys",
        "2-physics-or-convention",
        "deeper-drills-fifteen-to-thirty-minutes",
        "3-explain-it-to-a-twelve-year-old",
        "4-the-fermi-estimate",
        "5-inversion",
        "a-weekly-drill-the-blank-page-rebuild",
        "6-rebuild-it-from-zero",
        "making-it-stick",
        "where-the-practice-shows-your-writing",
      ],
      "/blog/first-principles-vs-best-practices-when-to-copy-when-to-rebuild": [
        "what-a-best-practice-really-is",
        "what-first-principles-adds",
        "side-by-side-best-practices-vs-first-principles",
        "when-to-copy",
        "copy-with-chestertons-fence-in-mind",
        "when-to-rebuild",
        "rebuild-one-piece-at-a-time",
        "a-four-question-test",
        "copy-the-form-rebuild-the-message",
      ],
    });
  });
});

describe("heading ids of tricky headings", () => {
  const cases: Array<[string, string, string[]]> = [
    [
      "repeats, across levels",
      "<h2>Summary</h2><h3>Summary</h3><h2>Summary</h2><h4>Summary</h4><h2>Summary 2</h2>",
      ["summary", "summary-2", "summary-3", "summary-4", "summary-2-2"],
    ],
    [
      "punctuation",
      "<h2>What's next? (Part 1/2) — pricing: 100% &amp; more!</h2><h3>--Dashes--and__underscores__</h3><h3>C++ vs. C#</h3>",
      ["whats-next-part-12-pricing-100-more", "dashes-andunderscores", "c-vs-c"],
    ],
    [
      "entities",
      "<h2>R&amp;D &lt;costs&gt; &quot;quoted&quot; &#39;single&#39; a&nbsp;b &copy; 2025 &#x41;&#66;</h2>",
      ["rd-costs-quoted-single-a-b-2025-ab"],
    ],
    [
      "non-ASCII",
      "<h2>Café über naïve</h2><h2>日本語の見出し</h2><h2>Ελληνικά</h2><h3>Straße ﬁle Ⅻ</h3>",
      ["cafe-uber-naive", "section", "section-2", "strae-file-xii"],
    ],
    [
      "code and emphasis",
      "<h2>Using <code>Array.prototype.map()</code> in <em>practice</em></h2><h3><code>npm ci</code></h3>",
      ["using-arrayprototypemap-in-practice", "npm-ci"],
    ],
    [
      "the author's own ids and the page's ids",
      '<h2 id="costs">Anything</h2><h2>Costs</h2><h3 id="main">Main</h3><h2>Contents title</h2>',
      ["costs", "costs-2", "main-2", "contents-title-2"],
    ],
    [
      "no letters at all",
      '<h2>!!!</h2><h2>   </h2><h3><img src="https://e.com/a.png" alt="x"></h3>',
      ["section", "section-2", "section-3"],
    ],
    [
      "links, line breaks and spacing",
      '<h3><a href="/blog/x">Linked</a> heading</h3><h2>Line<br>break</h2><h2>\n  Spaced\n  out\n</h2>',
      ["linked-heading", "linebreak", "spaced-out"],
    ],
  ];
  it.each(cases)("%s", (_name, html, ids) => {
    expect(idsIn(pageBody(html).html)).toEqual(ids);
  });

  it("gives the outline the decoded, collapsed text of each h2 and h3", () => {
    expect(
      pageBody("<h2>R&amp;D &lt;costs&gt; &quot;q&quot;</h2><h4>Deep</h4><h3>\n Spaced\n out </h3>").headings,
    ).toEqual([
      { id: "rd-costs-q", text: 'R&D <costs> "q"', level: 2 },
      { id: "spaced-out", text: "Spaced out", level: 3 },
    ]);
  });

  it("anchors Markdown headings as they are published", () => {
    const md =
      "## Using `npm ci` & *fast* builds\n\n### Step 1: install\n\n## Using `npm ci` & *fast* builds\n\n## Q&A — “smart” quotes\n";
    const { html, headings } = pageBody(renderMarkdown(md).html);
    expect(headings.map((heading) => heading.id)).toEqual([
      "using-npm-ci-fast-builds",
      "step-1-install",
      "using-npm-ci-fast-builds-2",
      "qa-smart-quotes",
    ]);
    const anchor = (id: string) => `<a class="heading-anchor" href="#${id}" aria-label="Link to this section"></a>`;
    expect(html).toBe(
      `<h2 id="using-npm-ci-fast-builds">Using <code>npm ci</code> &amp; <em>fast</em> builds${anchor("using-npm-ci-fast-builds")}</h2>\n` +
        `<h3 id="step-1-install">Step 1: install${anchor("step-1-install")}</h3>\n` +
        `<h2 id="using-npm-ci-fast-builds-2">Using <code>npm ci</code> &amp; <em>fast</em> builds${anchor("using-npm-ci-fast-builds-2")}</h2>\n` +
        `<h2 id="qa-smart-quotes">Q&amp;A — “smart” quotes${anchor("qa-smart-quotes")}</h2>`,
    );
  });
});
