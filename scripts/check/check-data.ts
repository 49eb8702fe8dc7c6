// Reads and checks the data folder; prints problems the way `npm run validate` does.
import { loadContent, type DataFile, type LoadResult, type LoadOptions } from "../../src/content/site/load.ts";
import { isPostBody } from "../../src/content/loading/data-files.ts";
import { bodyKind, loadMarkdown } from "../../src/content/body/post-body.ts";
import { formatProblem, githubAnnotation, summarize } from "../../src/content/checking/report.ts";
import { bodyCache } from "./body-cache.ts";
import { rememberedBodyChecks } from "./body-checks.ts";
import { readyBodyFiles } from "./body-checks-parallel.ts";
import { displayRoot, linkedFile, listDataEntries, listPublicFiles, readFilesIn } from "../shared/read-data.ts";

/** How a data folder is read: LoadOptions' (`today` the current UTC date unless given), the project and its public/. */
export type DataFolderOptions = Partial<Pick<LoadOptions, "preview" | "vanishedUrls" | "today" | "previewUrl">> & {
  /** The project's folder: its .cache/ keeps the body checks. */
  root: string;
  /** The project's public/ folder: files a page links to must be in it. */
  publicDir?: string;
};

/** Checks the data folder, reusing body checks from the last check of the same folder (.cache/). `preview` (the dev
 * server) also lists the posts a build holds back; `vanishedUrls: "warning"` is a local preview build's. */
export async function loadDataFolder(
  dir: string,
  { root, preview = false, vanishedUrls = "error", today, previewUrl, publicDir }: DataFolderOptions,
): Promise<LoadResult> {
  const options: LoadOptions = {
    today: today ?? new Date().toISOString().slice(0, 10),
    preview,
    vanishedUrls,
    previewUrl,
  };
  const cache = bodyCache(root, dir);
  const { files: paths, links } = await listDataEntries(dir);
  const previous = await cache.read();
  const markdown = paths.some((file) => isPostBody(file) && bodyKind(file) === "md");
  if (markdown) await loadMarkdown();
  // Post bodies are most of the work: read, hashed and checked on every core while this thread reads the rest.
  // A body that cannot be read fails the batch: then every body is read here, one by one, so the core can name it.
  const bodies = readyBodyFiles(dir, paths.filter(isPostBody), new Set(previous.keys()), { markdown }).catch(() => ({
    bodies: [],
  }));
  const others = new Map(
    readFilesIn(
      dir,
      paths.filter((file) => !isPostBody(file)),
    ).map((file) => [file.path, file]),
  );
  const ready = new Map((await bodies).bodies.map((body) => [body.path, body]));
  const unread = readFilesIn(
    dir,
    paths.filter((file) => isPostBody(file) && !ready.has(file)),
  );
  for (const file of unread) others.set(file.path, file);
  const files = paths.map((file): DataFile => others.get(file) ?? { path: file, text: ready.get(file)?.text ?? "" });
  files.push(...links.map(linkedFile));
  const memo = rememberedBodyChecks(ready, previous);
  const result = loadContent(files, displayRoot(dir), memo.checkBody, options, await listPublicFiles(publicDir));
  if (memo.changed()) await cache.write(memo.used);
  return result;
}

/** Prints every problem (and, with `annotations`, each as GitHub's annotation) and the summary; true when the data may
 * be used. */
export function reportProblems(result: LoadResult, { strict = false, annotations = false } = {}): boolean {
  const github = annotations;
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

/** Lists the posts the build leaves out: drafts, and scheduled posts with the day each goes live. */
export function reportHeldBack(content: NonNullable<LoadResult["content"]>): void {
  for (const post of content.heldBack) {
    console.log(
      `Held back: ${post.file} (${post.title}), ${post.reason === "draft" ? "a draft" : `scheduled, goes live on ${post.publishedAt}`}.`,
    );
  }
}
