// `site.json` alone, read and checked as the data check reads it: for the Vite config, which needs the base path and
// the site's facts before the whole data folder is checked. It imports the schemas and the checker only (no Markdown,
// no page builders), so a process that loads it (Vite's, in every build) stays small and starts fast (decision 50).
import { existsSync } from "node:fs";
import path from "node:path";
import { Checker } from "../../src/content/checking/checker.ts";
import { formatProblem } from "../../src/content/checking/report.ts";
import { collections } from "../../src/content/site/collections.ts";
import { siteSchema } from "../../src/content/schemas/site.ts";
import type { Site } from "../../src/content/shared/types.ts";
import { normalizeSite } from "../../src/content/site/site-facts.ts";
import { dataDir, displayRoot, readFilesIn } from "./read-data.ts";

/**
 * `PREVIEW_URL`: the address a pull request's preview is published at (decision 57), e.g.
 * `https://owner.github.io/repo/pr-12/`. It replaces site.json's `url` (links, assets, canonical URLs follow) and
 * makes every page noindex. Checked as `url` is; unset or empty for the site itself.
 */
export function previewUrl(): string | undefined {
  const set = process.env.PREVIEW_URL;
  if (set === undefined || set === "") return undefined;
  const checked = siteSchema.shape.url.safeParse(set);
  if (!checked.success)
    throw new Error(`PREVIEW_URL=${set} is not a site address: ${checked.error.issues[0]?.message ?? "invalid"}`);
  return set;
}

/** The checked, normalised site facts; a broken file throws the data check's own message, at file:line:col. */
export function loadSiteFile(dir = dataDir()): Site {
  const checker = new Checker(displayRoot(dir));
  const { location, schema } = collections.site;
  if (!existsSync(path.join(dir, location))) checker.wholeFile(location, "the file is missing: the site needs it");
  const checked = checker.problems.length === 0 ? checker.check(readFilesIn(dir, [location])[0]!, schema) : null;
  if (!checked)
    throw new Error(
      `${checker.problems.map(formatProblem).join("\n")}\nFix the data (\`npm run validate\` lists every problem).`,
    );
  return normalizeSite(checked.value, previewUrl());
}
