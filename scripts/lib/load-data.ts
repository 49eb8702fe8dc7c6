// Reads and checks the data folder; prints problems the way `npm run validate` does.
import { loadContent, type DataFile, type LoadResult } from "../../src/content/load.ts";
import { formatProblem, githubAnnotation, summarize } from "../../src/content/report.ts";
import { bodyCacheFile, readBodyCache, writeBodyCache } from "./body-cache.ts";
import { rememberedBodyChecks } from "./body-checks.ts";
import { readyBodyFiles } from "./body-checks-parallel.ts";
import { dataDir, displayRoot, listDataFiles, readFilesIn } from "./read-data.ts";

const isPostBody = (file: string) => /^posts\/[^/]+\.html$/.test(file);

/** Checks the data folder, reusing body checks from the last check of the same folder (.cache/). */
export async function loadDataFolder(dir = dataDir()): Promise<LoadResult> {
  const cacheFile = bodyCacheFile(dir);
  const paths = await listDataFiles(dir);
  const previous = await readBodyCache(cacheFile);
  // Post bodies are most of the work: read, hashed and checked on every core while this thread reads the rest.
  const bodies = readyBodyFiles(dir, paths.filter(isPostBody), new Set(previous.keys()));
  const others = new Map(readFilesIn(dir, paths.filter((file) => !isPostBody(file))).map((file) => [file.path, file]));
  const ready = new Map((await bodies).bodies.map((body) => [body.path, body]));
  const files = paths.map((file): DataFile => others.get(file) ?? { path: file, text: ready.get(file)?.text ?? "" });
  const memo = rememberedBodyChecks(ready, previous);
  const result = loadContent(files, displayRoot(dir), memo.checkBody);
  if (memo.changed()) await writeBodyCache(cacheFile, dir, memo.used);
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
