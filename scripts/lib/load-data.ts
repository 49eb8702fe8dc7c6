// Reads and checks the data folder; prints problems the way `npm run validate` does.
import { createHash } from "node:crypto";
import path from "node:path";
import { loadContent, type LoadResult } from "../../src/content/load.ts";
import { formatProblem, githubAnnotation, summarize } from "../../src/content/report.ts";
import { dataDir, displayRoot, readDataFiles } from "./read-data.ts";
import { memoizedSanitizer, readSanitizeCache, writeSanitizeCache } from "./sanitize-cache.ts";

/** Checks the data folder, reusing sanitised bodies from the last check of the same folder (.cache/). */
export async function loadDataFolder(dir = dataDir()): Promise<LoadResult> {
  const cacheFile = path.resolve(".cache", `sanitized-${createHash("sha1").update(dir).digest("hex").slice(0, 12)}.json`);
  const memo = memoizedSanitizer(await readSanitizeCache(cacheFile));
  const result = loadContent(await readDataFiles(dir), displayRoot(dir), memo.sanitize);
  if (memo.changed()) await writeSanitizeCache(cacheFile, memo.used);
  return result;
}

/** Prints every problem and the summary; returns true when the data may be used. */
export function reportProblems(result: LoadResult, strict = false): boolean {
  const github = process.env.GITHUB_ACTIONS === "true";
  for (const problem of result.problems) {
    const line = formatProblem(problem);
    if (problem.severity === "error") console.error(line);
    else console.warn(line);
    if (github) console.log(githubAnnotation(problem));
  }
  const { line, failed } = summarize(result.problems, strict);
  (failed ? console.error : console.log)(line);
  return !failed && result.content !== null;
}
