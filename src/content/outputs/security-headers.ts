// The site's HTTP headers, written by the build as `dist/_headers` (Netlify, Cloudflare Pages) and sent the same by
// `npm start`; and the image hosts the CSP allows, collected from the content
// (docs/decisions/0016-security-headers.md).
import { analyticsOrigins } from "./analytics.ts";
import { connectOrigins, contentSecurityPolicy, formOrigins } from "./content-security-policy.ts";
import { challengeOrigins } from "../home/client/challenge.ts";
import { talkStill } from "../home/client/landing-copy.ts";
import type { Content } from "../shared/types.ts";
import { imageSources } from "../body/body-links.ts";
import { adminHeadersBlock } from "./admin-headers.ts";

/** The origin of an https address, or null for a site path. */
function httpsOrigin(src: string | undefined): string | null {
  return src && /^https:\/\//i.test(src) && URL.canParse(src) ? new URL(src).origin : null;
}

/**
 * Every host the pages show images from: video stills (the featured talk's too), featured images, the founder's
 * portrait and the images in
 * post bodies (as sanitised, so only `<img src>` is left to show one). Sorted, so the policy is stable.
 */
export function imageOrigins(content: Content): string[] {
  const sources = [
    ...content.categories.flatMap((category) => category.videos.map((video) => video.thumbnail)),
    ...content.posts.flatMap((post) => [post.featuredImage, ...imageSources(post.content)]),
    content.landing.founder.portrait.src,
    talkStill(content.landing.hero.talk.url),
  ];
  return [...new Set(sources.map(httpsOrigin).filter((origin): origin is string => origin !== null))].sort();
}

/** A year: how long browsers keep to https (HSTS) and how long hashed assets are cached. */
const year = 31_536_000;

/** The headers of every response. `frame-ancestors` only works as a header (a meta tag cannot set it). */
function securityHeaders(policy: string): Array<[string, string]> {
  return [
    ["Content-Security-Policy", `${policy}; frame-ancestors 'none'`],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    [
      "Permissions-Policy",
      "accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    ],
    ["Strict-Transport-Security", `max-age=${year}`],
    ["X-Frame-Options", "DENY"],
  ];
}

/** `_headers`: the security headers on every path, a year of immutable caching for hashed assets, and the content
 * manager's own policy (admin-headers.ts). A preview build (`noindex`) also asks search engines to index nothing. */
export function headersFile(policy: string, noindex = false): string {
  const block = (pattern: string, headers: Array<[string, string]>) =>
    `${pattern}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join("\n")}\n`;
  const robots: Array<[string, string]> = noindex ? [["X-Robots-Tag", "noindex"]] : [];
  return [
    block("/*", [...securityHeaders(policy), ...robots]),
    block("/assets/*", [["Cache-Control", `public, max-age=${year}, immutable`]]),
    adminHeadersBlock(),
  ].join("\n");
}

/** The one policy of a build, for the meta tag and the header alike. */
export function sitePolicy(content: Content): string {
  const analytics = analyticsOrigins(content.site);
  const connect = connectOrigins(content.site, analytics);
  // The challenge's widget loads only with the application's endpoint (application-challenge.tsx).
  const challenge = challengeOrigins(content.site.applicationEndpoint ? content.site.challenge : undefined);
  return contentSecurityPolicy([], imageOrigins(content), connect, analytics, formOrigins(content.site), challenge);
}
