import { Checker, type DataFile } from "./checker.ts";
import { loadPosts } from "./load-posts.ts";
import { checkPostBody, type CheckBody } from "./post-body.ts";
import { loadCategories } from "./load-resources.ts";
import type { Problem } from "./problems.ts";
import { sortPostsNewestFirst } from "./posts.ts";
import { landingSchema } from "./schemas/landing.ts";
import { parseVideoLink, searchLinkWarning } from "./video.ts";
import { categoriesFileSchema, frameworksFileSchema } from "./schemas/resources.ts";
import { siteSchema } from "./schemas/site.ts";
import { normalizeSite } from "./site.ts";
import type { Content } from "./types.ts";

export type { DataFile } from "./checker.ts";
export type { CheckBody } from "./post-body.ts";

export interface LoadResult {
  /** Present only when there is no error. */
  content: Content | null;
  problems: Problem[];
}

const singletons = {
  "site.json": siteSchema,
  "landing.json": landingSchema,
  "resources/categories.json": categoriesFileSchema,
  "resources/frameworks.json": frameworksFileSchema,
} as const;
type SingletonPath = keyof typeof singletons;

/**
 * Checks every file of a data tree and, when nothing is wrong, returns the normalised content.
 * All problems are reported at once. `root` prefixes file names in messages (e.g. `data/`).
 */
export function loadContent(files: DataFile[], root = "data/", checkBody: CheckBody = checkPostBody): LoadResult {
  const checker = new Checker(root);
  const byPath = new Map(files.map((f) => [f.path, f]));
  const known = (path: string) => Object.hasOwn(singletons, path) || /^posts\/[^/]+\.(json|html)$/.test(path) || /^schemas\/[^/]+\.schema\.json$/.test(path);
  for (const file of files) {
    if (!known(file.path)) checker.wholeFile(file.path, "not a known data file, so the site ignores it (posts go in posts/, resources in resources/)", "warning");
  }
  const single = <P extends SingletonPath>(path: P) => {
    const file = byPath.get(path);
    if (!file) checker.wholeFile(path, `the file is missing: the site needs ${root}${path}`);
    return file;
  };
  const siteFile = single("site.json");
  const site = siteFile ? checker.check(siteFile, siteSchema)?.value : undefined;
  const landingFile = single("landing.json");
  const checkedLanding = landingFile ? checker.check(landingFile, landingSchema) : null;
  const landing = checkedLanding?.value;
  if (checkedLanding && parseVideoLink(checkedLanding.value.hero.talk.url).kind === "search") {
    checker.problems.push(checkedLanding.source.problem(["hero", "talk", "url"], searchLinkWarning, "warning"));
  }
  const posts = loadPosts(checker, files, site?.founder.name ?? "", checkBody);
  const categoriesFile = single("resources/categories.json");
  const categories = categoriesFile ? loadCategories(checker, categoriesFile) : [];
  const frameworksFile = single("resources/frameworks.json");
  const frameworks = frameworksFile ? checker.check(frameworksFile, frameworksFileSchema)?.value.frameworks : undefined;

  const problems = checker.problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  if (problems.some((p) => p.severity === "error") || !site || !landing || !frameworks) return { content: null, problems };
  const { $schema: _landingSchema, ...landingContent } = landing;
  return {
    content: {
      site: normalizeSite(site),
      landing: landingContent,
      posts: sortPostsNewestFirst(posts.map((p) => p.post)),
      categories,
      frameworks,
    },
    problems,
  };
}
