// The site's facts from data/site.json, normalised: origin and base path from the canonical URL.
import type { LoadContext } from "../loading/load-context.ts";
import { siteSchema, type SiteInput } from "../schemas/site.ts";
import type { Site } from "../shared/types.ts";

/**
 * Derives the origin and the base path (for sub-path hosting) from the one canonical `url` setting. `previewUrl` (a
 * pull request's preview, decision 57) takes the place of `url` and makes the build one no search engine indexes.
 */
export function normalizeSite(input: SiteInput, previewUrl?: string): Site {
  const { $schema: _schema, url, ...rest } = input;
  const parsed = new URL(previewUrl ?? url);
  const basePath = parsed.pathname.endsWith("/") ? parsed.pathname : `${parsed.pathname}/`;
  const preview = previewUrl ? { noindex: true as const } : {};
  return { ...rest, url: `${parsed.origin}${basePath}`, origin: parsed.origin, basePath, ...preview };
}

/** The site file's loader: its facts as written, or undefined when it is missing or has an error in its shape. */
export const loadSiteFile = ({ checker, file }: LoadContext): SiteInput | undefined =>
  file ? checker.check(file, siteSchema)?.value : undefined;
