// Every XML file the build writes stays well-formed, whatever text a maintainer writes that validation accepts.
import { describe, expect, it } from "vitest";
import { loadContent } from "../../../../src/content/site/load.ts";
import { listPages } from "../../../../src/content/pages/list-pages.ts";
import { formatProblem } from "../../../../src/content/checking/report.ts";
import { feedLinks } from "../../../../src/content/head/feed-links.ts";
import { sitemapFiles } from "../../../../src/content/outputs/sitemap-robots-manifest.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";
import { xmlErrors } from "../../support/well-formed.ts";

/** Text that is valid but hard on XML: markup, entities, the CDATA end, quotes, line separators, bidi controls. */
const hostile = [
  "]]> <![CDATA[ x",
  "<script>alert(1)</script> & &amp; &#1; &#xFFFF;",
  `"quotes" 'and' <tags>`,
  "line\u2028sep\u2029para \u202Eevil \u200D zwj 😀",
  "tab\there",
];

describe("the feed and the sitemap with hostile but valid text", () => {
  it("XML test helper: refuses what XML forbids (so the checks below could fail)", () => {
    expect(xmlErrors("<a>x\u0001</a>")).not.toEqual([]);
    expect(xmlErrors("<a>x</b>")).not.toEqual([]);
    expect(xmlErrors("<a>x &amp; y</a>")).toEqual([]);
  });

  it.each(hostile.map((text, i) => [i, text] as const))(
    "value %i: validates, and rss.xml and sitemap.xml parse with a strict XML parser",
    async (_i, text) => {
      const files = await readFixtureTree();
      const edit = (path: string, change: (old: string) => string) => {
        const file = files.find((f) => f.path === path)!;
        file.text = change(file.text);
      };
      const json = JSON.stringify(text).slice(1, -1);
      edit("site.json", (old) =>
        old
          .replace('"First Principles"', `"FP ${json}"`)
          .replace("© 2025 First Principles.", `© ${json}`)
          .replace('"Founder Name"', `"Founder ${json}"`),
      );
      edit("posts/how-to-apply-first-principles-thinking-in-startups.json", (old) =>
        old
          .replace('"How to Apply First Principles Thinking in Startups"', `"How to Apply ${json}"`)
          .replace('"Break a startup', `"${json} Break a startup`)
          .replace('"Strategy"', `"${json}"`)
          .replace('"id": "1",', `"id": "1", "slug": "how-to-apply", "author": "A ${json}",`),
      );
      edit(
        "posts/how-to-apply-first-principles-thinking-in-startups.html",
        (old) =>
          `${old}\n<p>${text
            .replace(/&(?!amp;)/g, "&amp;")
            .replace(/</g, "&lt;")
            .replace(/>/g, "&gt;")}</p>`,
      );
      const result = loadContent(files, "data/");
      expect(result.problems.map(formatProblem)).toEqual([]);
      const content = result.content!;
      for (const feed of feedLinks.filter((file) => file.path.endsWith(".xml"))) {
        const xml = feed.make(content);
        expect(xml, feed.path).toContain("How to Apply");
        expect(xmlErrors(xml), feed.path).toEqual([]);
      }
      for (const [name, xml] of sitemapFiles(content.site, listPages(content)))
        expect(xmlErrors(xml), name).toEqual([]);
    },
  );
});
