// Reads a data tree into the normalised content every page is built from: each collection's loader in the table's
// order (collections.ts), then the site-wide checks in one step (../site-checks/check-site.ts).
import { Checker, type DataFile } from "../checking/checker.ts";
import type { Problem } from "../checking/problems.ts";
import type { PublicFiles } from "../checking/public-files.ts";
import { collections, type CollectionName, type LoadedCollections } from "./collections.ts";
import { dataFileKind } from "../loading/data-files.ts";
import type { LoadContext, LoadOptions } from "../loading/load-context.ts";
import { checkPostBody, type CheckBody } from "../body/post-body.ts";
import { sortPostsNewestFirst } from "../blog/posts.ts";
import { checkSite } from "../site-checks/check-site.ts";
import { normalizeSite } from "./site-facts.ts";
import type { Content } from "../shared/types.ts";

export type { DataFile } from "../checking/checker.ts";
export type { CheckBody } from "../body/post-body.ts";
export type { LoadOptions } from "../loading/load-context.ts";

export interface LoadResult {
  /** Present only when there is no error. */
  content: Content | null;
  problems: Problem[];
}

const sortProblems = (problems: Problem[]) =>
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);

/** Each collection's loader over the files, in the table's order; a missing required file is reported here. */
function loadCollections(
  checker: Checker,
  files: readonly DataFile[],
  root: string,
  context: Omit<LoadContext, "checker" | "files" | "file">,
): LoadedCollections {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const loaded: Partial<Record<CollectionName, unknown>> = {};
  for (const [name, collection] of Object.entries(collections) as Array<
    [CollectionName, (typeof collections)[CollectionName]]
  >) {
    const single = !collection.location.includes("*");
    const file = single ? byPath.get(collection.location) : undefined;
    if (single && !file && collection.required)
      checker.wholeFile(collection.location, `the file is missing: the site needs ${root}${collection.location}`);
    const readable = file?.unreadable ? undefined : file;
    loaded[name] = collection.load(
      { ...context, checker, files, file: readable },
      loaded as Partial<LoadedCollections>,
    );
  }
  return loaded as LoadedCollections;
}

/**
 * Checks every file of a data tree and, when nothing is wrong, returns the normalised content.
 * All problems are reported at once. `root` prefixes file names in messages (e.g. `data/`). `options` says which
 * day the build counts as today, and whether held-back posts are shown (the dev server). With `publicFiles` (the
 * files in `public/`), every local image the data names must be one of them.
 */
export function loadContent(
  files: DataFile[],
  root = "data/",
  checkBody: CheckBody = checkPostBody,
  options: LoadOptions = {},
  publicFiles?: PublicFiles,
): LoadResult {
  const checker = new Checker(root);
  for (const file of files) {
    if (file.unreadable) checker.wholeFile(file.path, file.unreadable);
    else if (!dataFileKind(file.path))
      checker.wholeFile(
        file.path,
        "not a known data file, so the site ignores it (posts go in posts/, resources in resources/)",
        "warning",
      );
  }
  const loaded = loadCollections(checker, files, root, { options, checkBody, publicFiles });
  const { site, landing, posts, categories, frameworks, publishedUrls } = loaded;
  const siteChecks = { posts, categoryOwners: categories.owners, urlRecord: publishedUrls, publicFiles };
  if (checker.problems.some((p) => p.severity === "error") || !site || !landing || !frameworks) {
    checkSite(checker, siteChecks, null, site ? normalizeSite(site) : null);
    return { content: null, problems: sortProblems(checker.problems) };
  }
  const content: Content = {
    site: normalizeSite(site, options.previewUrl),
    landing,
    posts: sortPostsNewestFirst(posts.published.posts),
    heldBack: posts.published.heldBack,
    categories: categories.categories,
    frameworks,
    redirects: [],
    publishedUrls: publishedUrls.record,
  };
  const redirects = checkSite(checker, siteChecks, content);
  const problems = sortProblems(checker.problems);
  if (problems.some((p) => p.severity === "error")) return { content: null, problems };
  return { content: { ...content, redirects }, problems };
}
