// The headers of the content manager at /admin/ (decision 39): its own Content-Security-Policy, as narrow as Decap
// CMS runs with, in place of the pages' strict one; never indexed, never cached stale.
import { thumbnailUrl } from "../resources/client/video.ts";

const stillsOrigin = new URL(thumbnailUrl("x")).origin;

/**
 * What Decap needs beyond the pages' policy, each measured in the browser (tests/e2e/admin.spec.ts): inline styles
 * (Emotion writes <style> elements), 'unsafe-eval' (its config validator, ajv, compiles schemas with `new Function`;
 * it also lets the bundle's WebAssembly compile),
 * images from data: and blob: URLs (uploads and previews), GitHub (avatars, media) and the video stills' host (the
 * categories' preview shows them as the category pages do), and the GitHub API.
 */
const adminPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com ${stillsOrigin}`,
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The `_headers` block of /admin/*. `! Content-Security-Policy` detaches the site-wide policy (Cloudflare Pages'
 * syntax; `npm start` reads it the same way), so the manager runs under its own one alone.
 */
export function adminHeadersBlock(): string {
  return [
    "/admin/*",
    "  ! Content-Security-Policy",
    `  Content-Security-Policy: ${adminPolicy}`,
    "  X-Robots-Tag: noindex, nofollow",
    "  Cache-Control: no-cache",
    "",
  ].join("\n");
}
