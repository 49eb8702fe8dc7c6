// `site.json` alone, read and checked as the data check reads it: for the Vite config, which needs the base path and
// the site's facts before the whole data folder is checked. It imports the schemas and the checker only (no Markdown,
// no page builders), so a process that loads it (Vite's, in every build) stays small and starts fast (decision 50).
import { existsSync } from "node:fs";
import path from "node:path";
import { Checker } from "../../src/content/checking/checker.ts";
import { formatProblem } from "../../src/content/checking/report.ts";
import { dataFiles } from "../../src/content/loading/data-files.ts";
import { siteSchema } from "../../src/content/schemas/site.ts";
import type { Site } from "../../src/content/shared/types.ts";
import { normalizeSite } from "../../src/content/site/site-facts.ts";
import { displayRoot, readFilesIn } from "./read-data.ts";

/**
 * The checked, normalised site facts of the data folder `dir`, with a preview's address in place of its `url`; a broken
 * file throws the data check's own message, at file:line:col.
 */
export function loadSiteFile(dir: string, previewUrl?: string): Site {
  const checker = new Checker(displayRoot(dir));
  // The site's file and schema alone, not the collections' table: that would load every part's loader and schema.
  const { location } = dataFiles.site;
  const schema = siteSchema;
  if (!existsSync(path.join(dir, location))) checker.wholeFile(location, "the file is missing: the site needs it");
  const checked = checker.problems.length === 0 ? checker.check(readFilesIn(dir, [location])[0]!, schema) : null;
  if (!checked)
    throw new Error(
      `${checker.problems.map(formatProblem).join("\n")}\nFix the data (\`npm run validate\` lists every problem).`,
    );
  return normalizeSite(checked.value, previewUrl);
}
