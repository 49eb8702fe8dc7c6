// Reads a data tree through the collections table into the normalised content every page is built from.
import { Checker, type DataFile } from "./checking/checker.ts";
import { collections, dataFileKind, type RequiredCollectionName } from "./collections.ts";
import { loadPosts } from "./blog/load-posts.ts";
import { listPages } from "./pages/list-pages.ts";
import { normalizePath, paths } from "./shared/paths.ts";
import { checkBodyLinks, type LinkingPost, type LinkTargets } from "./site-checks/internal-links.ts";
import { builtFileAt, checkRedirects } from "./site-checks/redirects.ts";
import type { UrlOwner } from "./checking/url-owner.ts";
import { readUrlRecord } from "./site-checks/url-record.ts";
import { checkPostBody, type CheckBody } from "./body/post-body.ts";
import { loadCategories } from "./resources/load-resources.ts";
import type { JsonPath, JsonSource, Problem } from "./checking/problems.ts";
import { publicFileProblem, type PublicFiles } from "./checking/public-files.ts";
import { sortPostsNewestFirst } from "./blog/posts.ts";
import { publish, type PublishOptions } from "./blog/publishing.ts";
import { parseVideoLink, searchLinkWarning } from "./resources/client/video.ts";
import { normalizeSite } from "./site-facts.ts";
import type { Content } from "./shared/types.ts";

export type { DataFile } from "./checking/checker.ts";
export type { CheckBody } from "./body/post-body.ts";

/** What `loadContent` needs to know about the build it serves, besides publishing: a local preview build
 * (`npm run build` without `--production`) only warns about recorded addresses that vanished. */
export interface LoadOptions extends PublishOptions {
  vanishedUrls?: "error" | "warning";
  /** The address a pull request's preview is published at (PREVIEW_URL): it replaces site.json's `url`. */
  previewUrl?: string;
}

export interface LoadResult {
  /** Present only when there is no error. */
  content: Content | null;
  problems: Problem[];
}

const sortProblems = (problems: Problem[]) =>
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);

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
  const byPath = new Map(files.map((f) => [f.path, f]));
  for (const file of files) {
    if (file.unreadable) checker.wholeFile(file.path, file.unreadable);
    else if (!dataFileKind(file.path))
      checker.wholeFile(
        file.path,
        "not a known data file, so the site ignores it (posts go in posts/, resources in resources/)",
        "warning",
      );
  }
  const single = (name: RequiredCollectionName) => {
    const path = collections[name].location;
    const file = byPath.get(path);
    if (!file) checker.wholeFile(path, `the file is missing: the site needs ${root}${path}`);
    return file?.unreadable ? undefined : file;
  };
  const siteFile = single("site");
  const site = siteFile ? checker.check(siteFile, collections.site.schema)?.value : undefined;
  const landingFile = single("landing");
  const landingChecked = landingFile ? checker.check(landingFile, collections.landing.schema) : null;
  const landing = landingChecked?.value;
  /** A link to a YouTube search page is a stand-in for the talk or page it should name: warn at its position. */
  const warnOnSearchLink = (checked: { source: JsonSource } | null, field: JsonPath, link: string) => {
    if (checked && parseVideoLink(link).kind === "search")
      checker.problems.push(checked.source.problem(field, searchLinkWarning, "warning"));
  };
  if (landingChecked) warnOnSearchLink(landingChecked, ["hero", "talk", "url"], landingChecked.value.hero.talk.url);
  for (const key of ["src", "fallback"] as const) {
    const problem = landing ? publicFileProblem(landing.founder.portrait[key], publicFiles) : null;
    if (problem && landingChecked)
      checker.problems.push(landingChecked.source.problem(["founder", "portrait", key], problem));
  }
  const posts = loadPosts(checker, files, site?.founder.name ?? "", checkBody, publicFiles);
  const published = publish(checker, posts, options);
  const categoriesFile = single("categories");
  const { categories, owners: categoryOwners } = categoriesFile
    ? loadCategories(checker, categoriesFile)
    : { categories: [], owners: [] };
  const { record, check: checkRecord } = readUrlRecord(
    checker,
    byPath.get(collections.publishedUrls.location),
    options.vanishedUrls,
  );
  const frameworksFile = single("frameworks");
  const frameworksChecked = frameworksFile ? checker.check(frameworksFile, collections.frameworks.schema) : null;
  const frameworks = frameworksChecked?.value.frameworks;
  for (const [index, framework] of (frameworks ?? []).entries())
    warnOnSearchLink(frameworksChecked, ["frameworks", index, "link"], framework.link);

  // The bodies whose links are checked: the listed posts'. The preview lists held-back posts too, whose links to
  // one another are let be (neither is published).
  const listed = new Set(published.posts.map((post) => post.slug));
  const linking = (held: boolean): LinkingPost[] =>
    posts
      .filter((p) => listed.has(p.slug) && published.unpublished.has(paths.post(p.slug)) === held)
      .map((p) => ({ body: p.body, bodyLine: p.bodyLine, links: p.links, path: paths.post(p.slug) }));

  if (checker.problems.some((p) => p.severity === "error") || !site || !landing || !frameworks) {
    // The pages are unknown, but a link to a held-back post is reported with the other problems all the same.
    if (site)
      checkBodyLinks(checker, linking(false), {
        site: normalizeSite(site),
        pages: null,
        redirects: new Set(),
        heldBack: published.unpublished,
      });
    return { content: null, problems: sortProblems(checker.problems) };
  }
  const { $schema: _landingSchema, ...landingContent } = landing;
  const content: Content = {
    site: normalizeSite(site, options.previewUrl),
    landing: landingContent,
    posts: sortPostsNewestFirst(published.posts),
    heldBack: published.heldBack,
    categories,
    frameworks,
    redirects: [],
    publishedUrls: record,
  };
  // Old addresses are checked against the pages the site publishes: the posts of the one sorted list, and the
  // categories (a complete list of pages exists only for a tree without other errors).
  const owners = [
    ...posts
      .filter((p) => listed.has(p.slug))
      .map((p): UrlOwner => ({
        kind: "post",
        url: paths.post(p.slug),
        title: p.input.title,
        source: p.source,
        redirectFrom: p.input.redirectFrom ?? [],
        field: (i) => ["redirectFrom", i],
      })),
    ...categoryOwners,
  ];
  const pages = listPages(content);
  const checked = checkRedirects(owners, new Set(pages.map((page) => page.path)), (sitePath) =>
    builtFileAt(sitePath, publicFiles),
  );
  checker.problems.push(...checked.problems);
  const targets: LinkTargets = {
    site: content.site,
    pages: new Set(pages.map((page) => normalizePath(page.path))),
    redirects: new Set(checked.redirects.map((redirect) => redirect.from)),
    heldBack: published.unpublished,
    publicFiles,
  };
  checkBodyLinks(checker, linking(false), targets);
  checkBodyLinks(checker, linking(true), { ...targets, heldBack: new Map() });
  checkRecord(new Set(owners.map((owner) => owner.url)), new Set(checked.redirects.map((r) => r.from)));
  const problems = sortProblems(checker.problems);
  if (problems.some((p) => p.severity === "error")) return { content: null, problems };
  return {
    content: { ...content, redirects: checked.redirects },
    problems,
  };
}
