// The site's facts normalised: origin and base path from the canonical URL.
import { describe, expect, it } from "vitest";
import type { SiteInput } from "../../../../src/content/schemas/site.ts";
import { normalizeSite } from "../../../../src/content/site/site-facts.ts";

const input: SiteInput = {
  $schema: "./schemas/site.schema.json",
  name: "First Principles",
  tagline: "Simple is the New Smart",
  description: "A description.",
  url: "https://x.example/",
  email: "hello@x.example",
  founder: { name: "Founder Name", role: "Founder" },
  newsletterUrl: "https://newsletter.x.example/",
  copyright: "© 2025 First Principles.",
  social: [],
  blogPageSize: 10,
  feedLimit: 20,
};

describe("normalizeSite", () => {
  it("serves a root URL at base path /", () => {
    expect(normalizeSite(input)).toMatchObject({
      url: "https://x.example/",
      origin: "https://x.example",
      basePath: "/",
    });
  });

  it("derives the base path of a sub-path URL and adds the trailing slash", () => {
    expect(normalizeSite({ ...input, url: "https://x.example/site" })).toMatchObject({
      url: "https://x.example/site/",
      origin: "https://x.example",
      basePath: "/site/",
    });
    expect(normalizeSite({ ...input, url: "https://user.github.io/first-principles/" }).basePath).toBe(
      "/first-principles/",
    );
  });

  it("keeps a port in the origin", () => {
    expect(normalizeSite({ ...input, url: "https://x.example:8443/a/b" })).toMatchObject({
      origin: "https://x.example:8443",
      basePath: "/a/b/",
    });
  });

  it("drops the editor-only $schema key and keeps the rest", () => {
    const site = normalizeSite(input);
    expect(site).not.toHaveProperty("$schema");
    expect(site).toMatchObject({ name: "First Principles", founder: { name: "Founder Name" }, feedLimit: 20 });
  });

  it("puts a preview's address (PREVIEW_URL) in place of the url, and marks the site noindex; the site itself is not", () => {
    expect(normalizeSite(input, "https://owner.github.io/site/pr-12/")).toMatchObject({
      url: "https://owner.github.io/site/pr-12/",
      origin: "https://owner.github.io",
      basePath: "/site/pr-12/",
      noindex: true,
    });
    expect(normalizeSite(input)).not.toHaveProperty("noindex");
  });
});
