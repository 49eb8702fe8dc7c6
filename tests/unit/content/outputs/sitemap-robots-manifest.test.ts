// The sitemaps (split when large), robots.txt and the web app manifest.
import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { normalizeSite } from "../../../../src/content/site/site-facts.ts";
import { robotsTxt, sitemapFiles, webManifest } from "../../../../src/content/outputs/sitemap-robots-manifest.ts";

const site = normalizeSite({
  name: "Studio",
  tagline: "t",
  description: "d",
  url: "https://studio.example/site",
  email: "a@studio.example",
  founder: { name: "Founder Name", role: "Founder" },
  newsletterUrl: "https://news.studio.example/",
  copyright: "© 2025 Studio",
  social: [],
  blogPageSize: 10,
  feedLimit: 20,
});

describe("sitemapFiles", () => {
  it("writes one sitemap with absolute URLs and lastmod where known", () => {
    const files = sitemapFiles(site, [{ path: "/" }, { path: "/blog/a&b", lastmod: "2025-01-27" }]);
    expect([...files.keys()]).toEqual(["sitemap.xml"]);
    const $ = load(files.get("sitemap.xml") ?? "", { xml: true });
    expect(
      $("url > loc")
        .map((_i, el) => $(el).text())
        .get(),
    ).toEqual(["https://studio.example/site/", "https://studio.example/site/blog/a&b"]);
    expect(files.get("sitemap.xml")).toContain("blog/a&amp;b");
    expect($("url").eq(1).find("lastmod").text()).toBe("2025-01-27");
  });

  it("splits into a sitemap index past the URL limit", () => {
    const entries = Array.from({ length: 5 }, (_v, i) => ({ path: `/blog/p${i}` }));
    const files = sitemapFiles(site, entries, 2);
    expect([...files.keys()].sort()).toEqual(["sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml", "sitemap.xml"]);
    const index = load(files.get("sitemap.xml") ?? "", { xml: true });
    expect(
      index("sitemapindex > sitemap > loc")
        .map((_i, el) => index(el).text())
        .get(),
    ).toEqual([
      "https://studio.example/site/sitemap-1.xml",
      "https://studio.example/site/sitemap-2.xml",
      "https://studio.example/site/sitemap-3.xml",
    ]);
    const last = load(files.get("sitemap-3.xml") ?? "", { xml: true });
    expect(last("url > loc").text()).toBe("https://studio.example/site/blog/p4");
  });
});

describe("robotsTxt and webManifest", () => {
  it("points robots.txt at the absolute sitemap", () => {
    expect(robotsTxt(site)).toBe("User-agent: *\nAllow: /\n\nSitemap: https://studio.example/site/sitemap.xml\n");
  });

  it("keeps every crawler out of a preview build, without naming its sitemap", () => {
    expect(robotsTxt({ ...site, noindex: true })).toBe("User-agent: *\nDisallow: /\n");
  });

  it("scopes the manifest to the base path", () => {
    const manifest = JSON.parse(webManifest(site)) as {
      start_url: string;
      scope: string;
      icons: Array<{ src: string }>;
    };
    expect(manifest.start_url).toBe("/site/");
    expect(manifest.scope).toBe("/site/");
    expect(manifest.icons[0]?.src).toBe("/site/favicon.svg");
  });
});
