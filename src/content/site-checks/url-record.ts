// The record of published addresses (data/published-urls.json): a post's or category's address never silently
// disappears. Validation compares it with today's pages; the build adds today's addresses to it.
import type { Checker, DataFile } from "../checking/checker.ts";
import { dataFiles, schemaReference } from "../loading/data-files.ts";
import type { LoadContext } from "../loading/load-context.ts";
import { publishedUrlsSchema, type PublishedUrls } from "../schemas/published-urls.ts";
import { paths } from "../shared/paths.ts";

export const urlRecordPath = dataFiles.publishedUrls.location;

/**
 * Reads the record; a missing file is a fresh site that has published nothing yet. A vanished address is an error
 * (`npm run validate`, `npm run build -- --production`), or a warning for a local preview build: the record keeps
 * it either way, so the gate still fails until it is fixed.
 */
export function readUrlRecord(
  checker: Checker,
  file: DataFile | undefined,
  vanished: "error" | "warning" = "error",
): { record: PublishedUrls; check: (live: ReadonlySet<string>, redirected: ReadonlySet<string>) => void } {
  const checked = file ? checker.check(file, publishedUrlsSchema) : null;
  const record = { published: checked?.value.published ?? [], retired: checked?.value.retired ?? [] };
  const check = (live: ReadonlySet<string>, redirected: ReadonlySet<string>) => {
    // Stryker disable next-line ConditionalExpression: equivalent; without a file the record is empty and the loop
    // below never runs. The guard is there for the type of `checked`.
    if (!checked) return;
    const retired = new Set(record.retired);
    record.published.forEach((url, index) => {
      if (live.has(url) || redirected.has(url) || retired.has(url)) return;
      const slug = url.slice(url.lastIndexOf("/") + 1);
      // A category lives under the resources hub (routes.ts); every other recorded address is a post.
      const kind = url.startsWith(`${paths.resources()}/`) ? "category" : "post";
      checker.problems.push(
        checked.source.problem(
          ["published", index],
          `"${url}" was published but no ${kind} has this address any more (its title or slug changed, or it was removed). ` +
            `Fix it one of three ways: set "slug": "${slug}" on the ${kind} to keep the old address; ` +
            `or add "${url}" to the ${kind}'s "redirectFrom" list so the old address redirects to the new one; ` +
            `or retire it on purpose by moving it from "published" to "retired" in this file` +
            (vanished === "warning"
              ? ". This preview builds anyway, but `npm run validate` and `npm run build -- --production` refuse it"
              : ""),
          vanished,
        ),
      );
    });
  };
  return { record, check };
}

/** The published-addresses file's loader: the record, and its check once the site's addresses are known. */
export const loadUrlRecord = ({ checker, file, options }: LoadContext): ReturnType<typeof readUrlRecord> =>
  readUrlRecord(checker, file, options.vanishedUrls);

/** The record after a successful build: every address published before, and today's, sorted. */
export function nextUrlRecord(record: PublishedUrls, live: Iterable<string>): PublishedUrls {
  const published = [...new Set([...record.published, ...live])].sort();
  return { published, retired: [...record.retired].sort() };
}

/** The record as the file holds it. */
export function urlRecordText(record: PublishedUrls): string {
  const body = {
    $schema: schemaReference("publishedUrls"),
    published: record.published,
    ...(record.retired.length > 0 ? { retired: record.retired } : {}),
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}
