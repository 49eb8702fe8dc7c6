// The optional analytics script (site.json `analytics`): the tag every page loads it with, the provider's documented
// way, and the one origin the CSP must allow for it (docs/decisions/0043-analytics.md).
import type { Site } from "../shared/types.ts";
import { escapeHtml } from "../text/escape.ts";

type Analytics = NonNullable<Site["analytics"]>;

/**
 * Plausible: `<script defer data-domain="…" src="…">`; Umami: `<script defer data-website-id="…" src="…">`. Both
 * scripts count a page view on load and on every in-app move (they follow history.pushState), so the app itself
 * sends only events.
 */
function analyticsTag(analytics: Analytics): string {
  const key = analytics.provider === "plausible" ? "data-domain" : "data-website-id";
  return `<script defer ${key}="${escapeHtml(analytics.site)}" src="${escapeHtml(analytics.script)}"></script>`;
}

/** The origin the script is loaded from and sends to: the only one the CSP adds, for scripts and for connections. */
export function analyticsOrigins(site: Pick<Site, "analytics">): string[] {
  return site.analytics ? [new URL(site.analytics.script).origin] : [];
}

/** Fills index.html's analytics marker: the script tag, or nothing at all when analytics is not set. */
export function withAnalytics(template: string, analytics: Analytics | undefined): string {
  return template.replace(/[ \t]*<!--app-analytics-->\n?/, () => (analytics ? `    ${analyticsTag(analytics)}\n` : ""));
}
