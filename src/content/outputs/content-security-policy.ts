// The Content-Security-Policy of every page, and the origins it names besides the site's own.

const emptyChallenge = { script: [], frame: [], connect: [], style: [] };

/**
 * The Content-Security-Policy of every page: scripts and styles only from the site itself (plus the analytics
 * script's origin when one is set, and the application challenge's origins, `challenge`, frames included); forms
 * post to the site and the newsletter provider's origin only (when its form is set); no inline code (page data
 * rides in a non-executable JSON block; an inline stylesheet would need its hash listed here, never 'unsafe-inline');
 * images from the site and exactly the hosts the
 * content shows images from (`imageOrigins`, see security-headers.ts); and no <base>. The one builder of the policy:
 * the meta tag and `_headers` both use it.
 */
export function contentSecurityPolicy(
  styleHashes: readonly string[] = [],
  imageOrigins: readonly string[] = [],
  connect: readonly string[] = [],
  scripts: readonly string[] = [],
  forms: readonly string[] = [],
  challenge: { script: string[]; frame: string[]; connect: string[]; style: string[] } = emptyChallenge,
): string {
  const list = (origins: readonly string[]) => origins.map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self'${list([...scripts, ...challenge.script])}`,
    `style-src 'self'${styleHashes.map((hash) => ` '${hash}'`).join("")}${list(challenge.style)}`,
    `img-src 'self'${imageOrigins.map((origin) => ` ${origin}`).join("")}`,
    "font-src 'self'",
    `connect-src 'self'${list([...connect, ...challenge.connect])}`,
    // Only with a challenge: its widget's frame (`default-src` covers frames otherwise).
    ...(challenge.frame.length > 0 ? [`frame-src 'self'${list(challenge.frame)}`] : []),
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

/**
 * The origins a form may post to besides the site: exactly the newsletter form's, when it is set, and the origin its
 * provider redirects the post to (`confirmationOrigin`), since `form-action` also governs a form's redirects.
 */
export function formOrigins(site: {
  newsletter?: { form: { action: string; confirmationOrigin?: string | undefined } } | undefined;
}): string[] {
  if (!site.newsletter) return [];
  const { action, confirmationOrigin } = site.newsletter.form;
  return [...new Set([new URL(action).origin, ...(confirmationOrigin ? [confirmationOrigin] : [])])];
}
