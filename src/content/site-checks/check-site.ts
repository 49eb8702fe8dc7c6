// The checks that span the whole site, run in one step once every collection is loaded (site/load.ts): the tags
// across posts, the old addresses that redirect (against the pages the site publishes), the links in post bodies, and
// the record of published addresses.
import type { Checker } from "../checking/checker.ts";
import type { PublicFiles } from "../checking/public-files.ts";
import type { UrlOwner } from "../checking/url-owner.ts";
import { checkTags } from "../blog/tag-checks.ts";
import type { loadPostFiles } from "../blog/posts-collection.ts";
import { pageAddresses } from "../pages/page-addresses.ts";
import { normalizePath, paths } from "../shared/paths.ts";
import type { Content, Redirect, Site } from "../shared/types.ts";
import { checkBodyLinks, type LinkingPost, type LinkTargets } from "./internal-links.ts";
import { builtFileAt, checkRedirects } from "./redirects.ts";
import type { readUrlRecord } from "./url-record.ts";

export interface SiteCheckInput {
  posts: ReturnType<typeof loadPostFiles>;
  categoryOwners: readonly UrlOwner[];
  urlRecord: ReturnType<typeof readUrlRecord>;
  publicFiles?: PublicFiles;
}

/**
 * Runs the site-wide checks and returns the redirects. `content` is null when a collection has an error: the pages
 * are unknown then, and only the tags and the links to held-back posts are checked (with `site`, when it loaded).
 */
export function checkSite(
  checker: Checker,
  input: SiteCheckInput,
  content: Content | null,
  site: Site | null = content?.site ?? null,
): Redirect[] {
  const { loaded, published } = input.posts;
  checker.problems.push(...checkTags(loaded.map((p) => ({ source: p.source, tags: p.input.tags }))));
  // The bodies whose links are checked: the listed posts'. The preview lists held-back posts too, whose links to
  // one another are let be (neither is published).
  const listed = new Set(published.posts.map((post) => post.slug));
  const linking = (held: boolean): LinkingPost[] =>
    loaded
      .filter((p) => listed.has(p.slug) && published.unpublished.has(paths.post(p.slug)) === held)
      .map((p) => ({ body: p.body, bodyLine: p.bodyLine, links: p.links, path: paths.post(p.slug) }));
  if (!content) {
    // The pages are unknown, but a link to a held-back post is reported with the other problems all the same.
    if (site)
      checkBodyLinks(checker, linking(false), {
        site,
        pages: null,
        redirects: new Set(),
        heldBack: published.unpublished,
      });
    return [];
  }
  // Old addresses are checked against the pages the site publishes: the posts of the one sorted list, and the
  // categories.
  const owners = [
    ...loaded
      .filter((p) => listed.has(p.slug))
      .map((p): UrlOwner => ({
        kind: "post",
        url: paths.post(p.slug),
        title: p.input.title,
        source: p.source,
        redirectFrom: p.input.redirectFrom ?? [],
        field: (i) => ["redirectFrom", i],
      })),
    ...input.categoryOwners,
  ];
  const pages = pageAddresses(content);
  const checked = checkRedirects(owners, new Set(pages), (sitePath) => builtFileAt(sitePath, input.publicFiles));
  checker.problems.push(...checked.problems);
  const redirected = new Set(checked.redirects.map((redirect) => redirect.from));
  const targets: LinkTargets = {
    site: content.site,
    pages: new Set(pages.map(normalizePath)),
    redirects: redirected,
    heldBack: published.unpublished,
    publicFiles: input.publicFiles,
  };
  checkBodyLinks(checker, linking(false), targets);
  checkBodyLinks(checker, linking(true), { ...targets, heldBack: new Map() });
  input.urlRecord.check(new Set(owners.map((owner) => owner.url)), redirected);
  return checked.redirects;
}
