// What an old address answers with: a page that redirects at once, and a 301 line in `_redirects`.
import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { redirectPage, redirectsFile } from "../../../../src/content/outputs/redirect-files.ts";
import { normalizeSite } from "../../../../src/content/site/site-facts.ts";
import type { SiteInput } from "../../../../src/content/schemas/site.ts";

const input: SiteInput = {
  name: 'Studio <&> "Co"',
  tagline: "t",
  description: "d",
  url: "https://x.example/site/",
  email: "hello@x.example",
  founder: { name: "F", role: "R" },
  newsletterUrl: "https://n.x.example/",
  copyright: "c",
  social: [],
  blogPageSize: 10,
  feedLimit: 20,
};
const site = normalizeSite(input);
const redirect = { from: "/blog/old", to: "/blog/new-title", title: `Rock & "Roll" <live>` };

describe("redirectPage", () => {
  const $ = load(redirectPage(site, redirect));

  it("refreshes at once to the new address on the same host, under the base path, and links to it", () => {
    expect($('meta[http-equiv="refresh"]').attr("content")).toBe("0; url=/site/blog/new-title");
    expect($("main a").attr("href")).toBe("/site/blog/new-title");
  });

  it("names the real address as canonical, and keeps itself out of search results", () => {
    expect($('link[rel="canonical"]').attr("href")).toBe("https://x.example/site/blog/new-title");
    expect($('meta[name="robots"]').attr("content")).toBe("noindex");
  });

  it("escapes the page's title and the site's name wherever they appear", () => {
    expect($("title").text()).toBe(`Moved: ${redirect.title} - ${input.name}`);
    expect($("main a").text()).toBe(redirect.title);
    expect(redirectPage(site, redirect)).not.toContain("<live>");
    expect(redirectPage(site, redirect)).toContain("Rock &amp; &quot;Roll&quot; &lt;live&gt;");
  });

  it("carries the site's Content-Security-Policy", () => {
    expect($('meta[http-equiv="Content-Security-Policy"]').attr("content")).toContain("default-src");
  });
});

describe("redirectsFile", () => {
  it("writes one `old new 301` line per redirect, both with the base path", () => {
    expect(redirectsFile(site, [redirect, { from: "/resources/old", to: "/resources/new", title: "x" }])).toBe(
      "/site/blog/old /site/blog/new-title 301\n/site/resources/old /site/resources/new 301\n",
    );
    expect(redirectsFile(site, [])).toBe("");
  });
});
