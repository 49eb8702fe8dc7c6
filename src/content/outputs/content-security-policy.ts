// The Content-Security-Policy of every page, and the origins it names besides the site's own.

/**
 * The Content-Security-Policy of every page: scripts and styles only from the site itself (plus the analytics
 * script's origin when one is set); forms post to the site and the newsletter provider's origin only (when its form
 * is set); no inline code (page data rides in a non-executable JSON block; an inline
 * stylesheet would need its hash listed here, never 'unsafe-inline'); images from the site and exactly the hosts the
 * content shows images from (`imageOrigins`, see security-headers.ts); and no <base>. The one builder of the policy:
 * the meta tag and `_headers` both use it.
 */
export function contentSecurityPolicy(
  styleHashes: readonly string[] = [],
  imageOrigins: readonly string[] = [],
  connect: readonly string[] = [],
  scripts: readonly string[] = [],
  forms: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scripts.map((origin) => ` ${origin}`).join("")}`,
    `style-src 'self'${styleHashes.map((hash) => ` '${hash}'`).join("")}`,
    `img-src 'self'${imageOrigins.map((origin) => ` ${origin}`).join("")}`,
    "font-src 'self'",
    `connect-src 'self'${connect.map((origin) => ` ${origin}`).join("")}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self'${forms.map((origin) => ` ${origin}`).join("")}`,
  ].join("; ");
}

/**
 * The origins the page may send data to besides itself: exactly the application endpoint's and the analytics
 * script's, when they are set.
 */
export function connectOrigins(site: { applicationEndpoint?: string | undefined }, analytics: string[] = []): string[] {
  const endpoint = site.applicationEndpoint ? [new URL(site.applicationEndpoint).origin] : [];
  return [...new Set([...endpoint, ...analytics])];
}

/** The origins a form may post to besides the site: exactly the newsletter form's, when it is set. */
export function formOrigins(site: { newsletter?: { form: { action: string } } | undefined }): string[] {
  return site.newsletter ? [new URL(site.newsletter.form.action).origin] : [];
}
