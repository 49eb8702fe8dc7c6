// A page's head tags: title, description, canonical, the social card, feeds and JSON-LD.
import { describe, expect, it } from "vitest";
import { buildHead, siteJsonLd, titleWithSite } from "../../../../src/content/head/head.ts";
import { normalizeSite } from "../../../../src/content/site/site-facts.ts";

const site = normalizeSite({
  name: "First Principles",
  tagline: "t",
  description: "The site's description.",
  url: "https://x.example/site/",
  email: "hello@x.example",
  founder: { name: "F", role: "R" },
  newsletterUrl: "https://n.x.example/",
  copyright: "c",
  social: [{ label: "LinkedIn", url: "https://linkedin.example/fp" }],
  blogPageSize: 10,
  feedLimit: 20,
});
const meta = (tags: ReturnType<typeof buildHead>, key: string) =>
  tags.meta.filter((m) => ("name" in m ? m.name : m.property) === key).map((m) => m.content);

describe("titleWithSite", () => {
  it("adds the site's name, unless the title already is it", () => {
    expect(titleWithSite(site, "Blog")).toBe("Blog - First Principles");
    expect(titleWithSite(site, "First Principles")).toBe("First Principles");
  });
});

describe("buildHead", () => {
  it("falls back to the site's name, description and card, with absolute URLs under the base path", () => {
    const tags = buildHead(site, { path: "/blog" });
    expect(tags.title).toBe("First Principles");
    expect(tags.description).toBe("The site's description.");
    expect(tags.canonical).toBe("https://x.example/site/blog");
    expect(meta(tags, "og:image")[0]).toMatch(/^https:\/\/x\.example\/site\/cards\/.+\.png$/);
    expect(meta(tags, "robots")).toEqual([]);
    expect(tags).not.toHaveProperty("keywords");
  });

  it("uses a page's own image and alt text, keeping an absolute image address as it is", () => {
    const tags = buildHead(site, { path: "/blog/a", image: "https://cdn.example/a.png", imageAlt: "A chart" });
    expect(meta(tags, "og:image")).toEqual(["https://cdn.example/a.png"]);
    expect(meta(tags, "twitter:image:alt")).toEqual(["A chart"]);
  });

  it("marks the not-found page noindex, and gives an article its date, author and every tag", () => {
    expect(meta(buildHead(site, { path: "/404", noindex: true }), "robots")).toEqual(["noindex"]);
    const tags = buildHead(site, {
      path: "/blog/a",
      type: "article",
      keywords: ["Strategy", "B2B"],
      article: { publishedAt: "2025-01-27", author: "F", tags: ["Strategy", "B2B"] },
    });
    expect(meta(tags, "og:type")).toEqual(["article"]);
    expect(meta(tags, "article:tag")).toEqual(["Strategy", "B2B"]);
    expect(tags.keywords).toBe("Strategy, B2B");
  });

  it("links the canonical address, the three feeds and the manifest", () => {
    const links = buildHead(site, { path: "/" }).links;
    expect(links[0]).toEqual({ rel: "canonical", href: "https://x.example/site/" });
    expect(links.filter((l) => l.rel === "alternate").map((l) => l.href)).toEqual([
      "https://x.example/site/rss.xml",
      "https://x.example/site/atom.xml",
      "https://x.example/site/feed.json",
    ]);
    expect(links.at(-1)).toEqual({ rel: "manifest", href: "/site/site.webmanifest" });
  });

  it("writes each JSON-LD document with schema.org's context, safe inside a script element", () => {
    const [doc] = buildHead(site, { path: "/", jsonLd: [{ "@type": "Thing", name: "</script>" }] }).jsonLd;
    expect(doc).not.toContain("</script>");
    expect(JSON.parse(doc!)).toEqual({ "@context": "https://schema.org", "@type": "Thing", name: "</script>" });
  });
});

describe("siteJsonLd", () => {
  it("describes the website and the organisation, with the founder and the social profiles", () => {
    const [website, organisation] = siteJsonLd(site);
    expect(website).toMatchObject({ "@type": "WebSite", url: "https://x.example/site/" });
    expect(organisation).toMatchObject({
      "@type": "Organization",
      logo: "https://x.example/site/favicon.svg",
      founder: { "@type": "Person", name: "F" },
      sameAs: ["https://linkedin.example/fp"],
    });
  });
});
