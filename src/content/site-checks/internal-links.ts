// Every link in a published post's body that stays on the site must lead to a page or file of this build, written as
// a normalised path, and not to a post the build holds back (a draft or a scheduled post): checked at validation, at
// the body's file:line:col, against the pages the route records build, the output table, public/, the redirects and
// the held-back posts. The build's check of the written pages stays as the last net (it also checks #anchors and the
// hashed files of assets/, search/ and cards/, which exist only once they are written).
import type { Checker, DataFile } from "../checking/checker.ts";
import { LineIndex } from "../checking/problems.ts";
import type { PublicFiles } from "../checking/public-files.ts";
import type { BodyLink } from "../body/body-links.ts";
import { outputAt } from "../outputs/output-files.ts";
import { normalizePath, stripBase, withBase } from "../shared/paths.ts";
import type { Site } from "../shared/types.ts";

/** What a link may lead to in this build. Paths are site paths without the base path, normalised. */
export interface LinkTargets {
  site: Pick<Site, "origin" | "basePath">;
  /**
   * Every page the build writes (`listPages`); null while other errors leave them unknown: then only links to
   * held-back posts, and addresses that do not say where they lead, are judged.
   */
  pages: ReadonlySet<string> | null;
  /** Old addresses that redirect to a page. */
  redirects: ReadonlySet<string>;
  /**
   * The pages of the posts the build holds back, each with why, as a clause ("data/posts/x.json is a draft"): a link
   * to one would be broken once built (`publish` in blog/publishing.ts).
   */
  heldBack: ReadonlyMap<string, string>;
  /** The files of public/; unknown in some tests, when a path that looks like a file is taken on trust. */
  publicFiles?: PublicFiles;
}

/** The path of an href as written, without its query and fragment, or of an absolute URL without its origin. */
const writtenPath = (href: string) => href.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "").split(/[?#]/)[0] ?? "";

/** `.` and `..` segments, also percent-encoded: the browser resolves them, so the link is not the address it shows. */
const dotSegment = /^(\.|%2e){1,2}$/i;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a stray `%`: the path as written
  }
}

function isFile(sitePath: string, targets: LinkTargets): boolean {
  const { publicFiles } = targets;
  const name = decoded(sitePath.slice(1));
  if (!publicFiles) return /\.[^/]+$/.test(name);
  if (publicFiles.has(name)) return true;
  // The AVIF and WebP the build writes beside each PNG and JPEG of public/.
  const stem = /^(.*)\.(avif|webp)$/i.exec(name)?.[1];
  return (
    stem !== undefined && ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"].some((ext) => publicFiles.has(`${stem}.${ext}`))
  );
}

/** True when the site path names something this build writes, or something only the build's own check can judge. */
function leadsSomewhere(sitePath: string, pages: ReadonlySet<string>, targets: LinkTargets): boolean {
  if (pages.has(sitePath) || targets.redirects.has(sitePath)) return true;
  const pageData = /^(.*)\/page-data\.json$/.exec(sitePath);
  if (pageData && pages.has(normalizePath(pageData[1] || "/"))) return true;
  // A file of the output table, or a file in one of its folders (named by hashes and slugs: judged once written).
  if (outputAt(sitePath)) return true;
  return isFile(sitePath, targets);
}

/** What is wrong with the link `href` on the page at `pagePath`, or null when it leads somewhere (or off the site). */
function linkProblem(href: string, pagePath: string, targets: LinkTargets): string | null {
  const { origin, basePath } = targets.site;
  let url: URL;
  try {
    url = new URL(href, `${origin}${withBase(basePath, normalizePath(pagePath))}`);
  } catch {
    return null; // the sanitiser refuses links that do not parse
  }
  if (url.origin !== origin) return null;
  const leadsTo = `${url.pathname}${url.search}${url.hash}`;
  if (
    writtenPath(href)
      .split("/")
      .some((segment) => dotSegment.test(segment))
  )
    return `link "${href}" has "." or ".." in its path, so it does not say where it leads: write the address it leads to, "${leadsTo}"`;
  const sitePath = stripBase(basePath, url.pathname);
  if (sitePath === null)
    return `link "${href}" points outside the site's base path ${basePath}: write "${withBase(basePath, url.pathname)}"`;
  const held = targets.heldBack.get(sitePath);
  if (held)
    return `links to ${sitePath}, but ${held}, so the link would be broken: publish that post first or remove the link`;
  if (!targets.pages || leadsSomewhere(sitePath, targets.pages, targets)) return null;
  return `link "${href}" points at ${sitePath}, which is no page or file of the site: correct the address (a post is at /blog/<slug>), or remove the link`;
}

/** A published post's body, its links, and the path of its page. */
export interface LinkingPost {
  body: DataFile;
  /** Lines of the body's file before the body (front matter), added to positions in `body.text`. */
  bodyLine: number;
  links: readonly BodyLink[];
  path: string;
}

/** Reports every link of the bodies that leads nowhere, at the body's own file, line and column. */
export function checkBodyLinks(checker: Checker, posts: readonly LinkingPost[], targets: LinkTargets): void {
  for (const post of posts) {
    let lines: LineIndex | undefined;
    for (const link of post.links) {
      const message = linkProblem(link.href, post.path, targets);
      if (!message) continue;
      lines ??= new LineIndex(post.body.text);
      const { line, column } = lines.position(link.offset);
      checker.problems.push({
        severity: "error",
        file: checker.source(post.body).file,
        line: line + post.bodyLine,
        column,
        field: "",
        message,
      });
    }
  }
}
