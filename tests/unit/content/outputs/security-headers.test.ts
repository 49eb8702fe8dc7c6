// The security headers: the CSP's image hosts, the policy itself, and the _headers file.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { headersFor, readHeaderRules } from "../../../../scripts/server/host-headers.ts";
import { contentSecurityPolicy } from "../../../../src/content/outputs/content-security-policy.ts";
import { withContentSecurityPolicy } from "../../../../src/content/outputs/page-template.ts";
import { loadContent } from "../../../../src/content/site/load.ts";
import { headersFile, imageOrigins, sitePolicy } from "../../../../src/content/outputs/security-headers.ts";
import type { Content } from "../../../../src/content/shared/types.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

const folder = mkdtempSync(path.join(tmpdir(), "headers-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
/** The rules `npm start`'s server reads from a folder whose `_headers` holds `text`. */
function parseHeadersFile(text: string) {
  writeFileSync(path.join(folder, "_headers"), text);
  return readHeaderRules(folder);
}

async function fixtureContent(edit?: (files: Awaited<ReturnType<typeof readFixtureTree>>) => void): Promise<Content> {
  const files = await readFixtureTree();
  edit?.(files);
  const result = loadContent(files, "data/");
  expect(result.problems).toEqual([]);
  return result.content!;
}

describe("imageOrigins: exactly the hosts the content shows images from", () => {
  it("collects video stills, https featured images, an https portrait and the images in post bodies, once each, sorted", async () => {
    const content = await fixtureContent((files) => {
      const body = files.find((f) => f.path === "posts/first-principles-vs-best-practices.html")!;
      body.text +=
        '\n<figure><img src="https://cdn.example/chart.png" alt="A chart" /></figure>\n<p><a href="https://links.example/">a link is not an image</a></p>';
      const landing = files.find((f) => f.path === "landing.json")!;
      landing.text = landing.text.replace(
        '"src": "/images/founder-portrait.svg"',
        '"src": "https://portraits.example/founder.jpg"',
      );
    });
    expect(imageOrigins(content)).toEqual([
      "https://cdn.example",
      "https://i.ytimg.com",
      "https://images.example",
      "https://portraits.example",
    ]);
  });

  it("gives only the video stills host for the fixture's own content, and nothing when no image is remote", async () => {
    const content = await fixtureContent();
    expect(imageOrigins(content)).toEqual(["https://i.ytimg.com", "https://images.example"]);
    // The featured talk's still comes from the video host too.
    expect(imageOrigins({ ...content, categories: [], posts: [] })).toEqual(["https://i.ytimg.com"]);
    const hero = { ...content.landing.hero, talk: { ...content.landing.hero.talk, url: "https://talks.example/1" } };
    expect(imageOrigins({ ...content, categories: [], posts: [], landing: { ...content.landing, hero } })).toEqual([]);
  });
});

describe("the Content-Security-Policy", () => {
  it("allows images from the site and the listed hosts only: no `https:` wildcard, no `data:`; and no <base>", async () => {
    const policy = sitePolicy(await fixtureContent());
    expect(policy).toContain("img-src 'self' https://i.ytimg.com https://images.example;");
    expect(policy).not.toMatch(/https:(?!\/\/)|data:/);
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain("unsafe-inline");
  });

  it("lets forms post to the site only, and to exactly the newsletter form's origin when one is set", async () => {
    expect(sitePolicy(await fixtureContent())).toContain("; form-action 'self'");
    expect(sitePolicy(await fixtureContent())).toMatch(/form-action 'self'$/);
    const withForm = sitePolicy(
      await fixtureContent((files) => {
        const site = files.find((f) => f.path === "site.json")!;
        const form = { action: "https://buttondown.com/api/emails/embed-subscribe/studio?tag=site", field: "email" };
        site.text = site.text.replace(
          '"copyright"',
          `"newsletter": { "form": ${JSON.stringify(form)} },\n  "copyright"`,
        );
      }),
    );
    expect(withForm).toMatch(/; form-action 'self' https:\/\/buttondown\.com$/);
    // Only form-action changes: no other directive allows the provider.
    expect(withForm.replace(" https://buttondown.com", "")).toBe(sitePolicy(await fixtureContent()));
  });

  it("puts the same policy in the meta tag, without frame-ancestors, which a meta tag cannot carry", () => {
    const policy = contentSecurityPolicy([], ["https://i.ytimg.com"]);
    expect(withContentSecurityPolicy("<head><!--app-csp--></head>", policy)).toBe(
      `<head><meta http-equiv="Content-Security-Policy" content="${policy}" /></head>`,
    );
    expect(policy).not.toContain("frame-ancestors");
  });
});

describe("_headers", () => {
  const policy = contentSecurityPolicy([], ["https://i.ytimg.com"]);
  const rules = parseHeadersFile(headersFile(policy));

  it("sends the CSP as a header with frame-ancestors 'none', and the other security headers, on every path", () => {
    const headers = Object.fromEntries(headersFor(rules, "/blog/a-post"));
    expect(headers).toEqual({
      "Content-Security-Policy": `${policy}; frame-ancestors 'none'`,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": expect.stringContaining("camera=()"),
      "Strict-Transport-Security": "max-age=31536000",
      "X-Frame-Options": "DENY",
    });
    expect(headersFor(rules, "/")).toEqual(headersFor(rules, "/blog/a-post"));
  });

  it("asks search engines to index nothing of a preview build, on every path", () => {
    const preview = parseHeadersFile(headersFile(policy, true));
    for (const at of ["/", "/blog/a-post", "/assets/app-abc12345.js"])
      expect(Object.fromEntries(headersFor(preview, at))["X-Robots-Tag"], at).toBe("noindex");
  });

  it("caches hashed assets for a year, immutable, and nothing else", () => {
    expect(Object.fromEntries(headersFor(rules, "/assets/app-abc12345.js"))["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(Object.fromEntries(headersFor(rules, "/blog"))["Cache-Control"]).toBeUndefined();
  });

  it("gives /admin/ the content manager's policy alone, in place of the pages' one, and keeps it out of search engines", () => {
    const headers = headersFor(rules, "/admin/index.html");
    const policies = headers.filter(([name]) => name === "Content-Security-Policy").map(([, value]) => value);
    expect(policies).toHaveLength(1);
    const [adminPolicy] = policies as [string];
    expect(adminPolicy).not.toContain(policy);
    expect(adminPolicy).toContain("connect-src 'self' https://api.github.com");
    expect(adminPolicy).toContain("frame-ancestors 'none'");
    expect(adminPolicy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(Object.fromEntries(headers)).toMatchObject({
      "X-Robots-Tag": "noindex, nofollow",
      "X-Frame-Options": "DENY",
    });
    expect(headersFor(rules, "/blog/admin")).toEqual(headersFor(rules, "/blog/a-post"));
  });

  it("drops a header an earlier rule set on a `! Name` line (Cloudflare Pages' syntax)", () => {
    const detached = parseHeadersFile("/*\n  X-One: 1\n  X-Two: 2\n/b/*\n  ! X-One\n  X-One: 3\n");
    expect(headersFor(detached, "/b/c")).toEqual([
      ["X-Two", "2"],
      ["X-One", "3"],
    ]);
    expect(headersFor(detached, "/a")).toEqual([
      ["X-One", "1"],
      ["X-Two", "2"],
    ]);
  });

  it("is read back as written: path lines, indented headers, comments and blank lines skipped", () => {
    expect(parseHeadersFile("# note\n/a\n  X-One: 1\n\n/b/*\n  X-Two: a: b\n")).toEqual([
      { pattern: "/a", headers: [["X-One", "1"]] },
      { pattern: "/b/*", headers: [["X-Two", "a: b"]] },
    ]);
  });
});
