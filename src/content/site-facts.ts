// The site's facts from data/site.json, normalised: origin and base path from the canonical URL.
import type { SiteInput } from "./schemas/site.ts";
import type { Site } from "./shared/types.ts";

/** Derives the origin and the base path (for sub-path hosting) from the one canonical `url` setting. */
export function normalizeSite(input: SiteInput): Site {
  const { $schema: _schema, url, ...rest } = input;
  const parsed = new URL(url);
  const basePath = parsed.pathname.endsWith("/") ? parsed.pathname : `${parsed.pathname}/`;
  return { ...rest, url: `${parsed.origin}${basePath}`, origin: parsed.origin, basePath };
}
