// Reads and checks the data folder; prints problems the way `npm run validate` does.
import { createHash } from "node:crypto";
import path from "node:path";
import { loadContent, type LoadResult } from "../../src/content/load.ts";
import { formatProblem, githubAnnotation, summarize } from "../../src/content/report.ts";
import { dataDir, displayRoot, readDataFiles } from "./read-data.ts";
import { bodyKey, memoizedSanitizer, readSanitizeCache, writeSanitizeCache, type StoredBody } from "./sanitize-cache.ts";
import { sanitizeInParallel } from "./sanitize-parallel.ts";

/** Checks the data folder, reusing sanitised bodies from the last check of the same folder (.cache/). */
export async function loadDataFolder(dir = dataDir()): Promise<LoadResult> {
  const cacheFile = path.resolve(".cache", `sanitized-${createHash("sha1").update(dir).digest("hex").slice(0, 12)}.json`);
  const files = await readDataFiles(dir);
  const previous = await readSanitizeCache(cacheFile);
  // Each body is hashed once; the ones the cache does not know are sanitised on every core before the check.
  const keys = new Map<string, string>();
  const unknown = new Map<string, string>();
  for (const file of files) {
    if (!/^posts\/[^/]+\.html$/.test(file.path)) continue;
    const key = bodyKey(file.text);
    keys.set(file.text, key);
    if (!previous.has(key)) unknown.set(key, file.text);
  }
  const sanitized = await sanitizeInParallel([...unknown.values()]);
  const fresh = new Map([...unknown.keys()].map((key, i) => [key, sanitized[i] as StoredBody]));
  const memo = memoizedSanitizer(previous, fresh, (html) => keys.get(html) ?? bodyKey(html));
  const result = loadContent(files, displayRoot(dir), memo.sanitize);
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
