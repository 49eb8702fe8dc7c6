// The optional analytics: the script tag written the provider's documented way, and exactly its origin in the CSP.
import { describe, expect, it } from "vitest";
import { analyticsOrigins, withAnalytics } from "../../../../src/content/outputs/analytics.ts";
import { connectOrigins, contentSecurityPolicy } from "../../../../src/content/outputs/content-security-policy.ts";
import { siteSchema } from "../../../../src/content/schemas/site.ts";
import { minimalSiteInput } from "../../support/site-input.ts";

const plausible = { provider: "plausible", script: "https://plausible.io/js/script.js", site: "example.com" } as const;
const umami = { provider: "umami", script: "https://umami.example.org/script.js", site: "94db1cb1-74f4" } as const;
/** The tag a page's head gets: the marker's line filled. */
const analyticsTag = (
  analytics: typeof plausible | typeof umami | { provider: "plausible"; script: string; site: string },
) =>
  withAnalytics("<head>\n    <!--app-analytics-->\n</head>", analytics).slice(
    "<head>\n    ".length,
    -"\n</head>".length,
  );

describe("the analytics script tag", () => {
  it("is Plausible's documented tag, with data-domain", () => {
    expect(analyticsTag(plausible)).toBe(
      '<script defer data-domain="example.com" src="https://plausible.io/js/script.js"></script>',
    );
  });

  it("is Umami's documented tag, with data-website-id", () => {
    expect(analyticsTag(umami)).toBe(
      '<script defer data-website-id="94db1cb1-74f4" src="https://umami.example.org/script.js"></script>',
    );
  });

  it("escapes what it writes into attributes", () => {
    expect(analyticsTag({ ...plausible, site: 'a"b<c>&' })).toContain('data-domain="a&quot;b&lt;c&gt;&amp;"');
  });

  it("fills the template's marker, or removes it (line and all) when analytics is not set", () => {
    const template = '<head>\n    <script src="/theme.js"></script>\n    <!--app-analytics-->\n  </head>';
    expect(withAnalytics(template, undefined)).toBe('<head>\n    <script src="/theme.js"></script>\n  </head>');
    expect(withAnalytics(template, plausible)).toBe(
      '<head>\n    <script src="/theme.js"></script>\n    ' +
        '<script defer data-domain="example.com" src="https://plausible.io/js/script.js"></script>\n  </head>',
    );
  });
});

describe("the policy with analytics", () => {
  it("allows exactly the script's origin for scripts and connections, once each", () => {
    const origins = analyticsOrigins({ analytics: plausible });
    expect(origins).toEqual(["https://plausible.io"]);
    const policy = contentSecurityPolicy([], [], connectOrigins({}, origins), origins);
    expect(policy).toContain("script-src 'self' https://plausible.io;");
    expect(policy).toContain("connect-src 'self' https://plausible.io;");
    expect(connectOrigins({ applicationEndpoint: "https://plausible.io/f/x" }, origins)).toEqual([
      "https://plausible.io",
    ]);
  });

  it("adds nothing without analytics", () => {
    expect(analyticsOrigins({})).toEqual([]);
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
  });
});

describe("the analytics field in site.json", () => {
  const check = (analytics: unknown) => siteSchema.safeParse({ ...minimalSiteInput, analytics });

  it("takes plausible or umami with an https script, or http on localhost only", () => {
    expect(check(plausible).success).toBe(true);
    expect(check(umami).success).toBe(true);
    expect(check({ ...umami, script: "http://localhost:4937/script.js" }).success).toBe(true);
    expect(check({ ...umami, script: "http://stats.example.org/script.js" }).success).toBe(false);
    expect(check({ ...umami, provider: "matomo" }).success).toBe(false);
  });
});
