// Redirects from old addresses (`redirectFrom` on posts and categories), checked against the live pages.
import { outputAt } from "../outputs/output-files.ts";
import { normalizePath } from "../shared/paths.ts";
import type { PublicFiles } from "../checking/public-files.ts";
import type { Problem } from "../checking/problems.ts";
import type { UrlOwner } from "../checking/url-owner.ts";
import type { Redirect } from "../shared/types.ts";

/**
 * The file the build writes at site path `sitePath` or around it, named for a message ("robots.txt, which the build
 * writes"): a row of the output table, or a file of `public/` (which the build copies to the site's root); null if
 * none.
 */
export function builtFileAt(sitePath: string, publicFiles: PublicFiles | undefined): string | null {
  const output = outputAt(sitePath);
  if (output) return `${output.path.slice(1)}, which the build writes`;
  const file = [...(publicFiles ?? [])].find((name) => sitePath === `/${name}` || sitePath.startsWith(`/${name}/`));
  return file ? `public/${file}, which the build copies` : null;
}

/**
 * Every redirect, or a problem naming the file and field of each entry that cannot be one: an entry that is the
 * owner's own address, another post's or category's address, a live page, a chain (an old address of a page that
 * is itself redirected), or an address two owners claim.
 */
export function checkRedirects(
  owners: readonly UrlOwner[],
  livePaths: ReadonlySet<string>,
  /** What file the build writes at a path (see `builtFileAt`), or null. */
  fileAt: (sitePath: string) => string | null = () => null,
): { redirects: Redirect[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const byUrl = new Map(owners.map((owner) => [owner.url, owner]));
  const claimed = new Map<string, UrlOwner>();
  const redirects: Redirect[] = [];
  for (const owner of owners) {
    owner.redirectFrom.forEach((entry, index) => {
      const from = normalizePath(entry);
      const report = (message: string) => problems.push(owner.source.problem(owner.field(index), message));
      const other = byUrl.get(from);
      const first = claimed.get(from);
      if (from === owner.url)
        return report(
          `"${entry}" is this ${owner.kind}'s own address: a page cannot redirect to itself; remove the entry`,
        );
      if (other && other.redirectFrom.length > 0) {
        return report(
          `"${entry}" is the address of the ${other.kind} "${other.title}" (${other.source.file}), which is itself the ` +
            `target of redirects from ${other.redirectFrom.map((old) => `"${old}"`).join(", ")}: that would be a chain of ` +
            `redirects; list those old addresses here instead and remove this entry`,
        );
      }
      if (other)
        return report(
          `"${entry}" is the address of the ${other.kind} "${other.title}" (${other.source.file}), a live page: remove ` +
            `the entry, or give that ${other.kind} another address first`,
        );
      if (livePaths.has(from))
        return report(
          `"${entry}" is a live page or file of the site: a redirect there would hide it; remove the entry`,
        );
      const file = fileAt(from);
      if (file)
        return report(
          `"${entry}" is a live page or file of the site (${file}): a redirect there would collide with it; remove the entry`,
        );
      if (first)
        return report(
          `"${entry}" already redirects to the ${first.kind} "${first.title}" (${first.source.file}): an old address can ` +
            `lead to one page only; remove it from one of them`,
        );
      claimed.set(from, owner);
      redirects.push({ from, to: owner.url, title: owner.title });
    });
  }
  return { redirects, problems };
}
