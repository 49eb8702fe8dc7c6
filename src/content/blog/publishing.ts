// Which posts a build publishes: drafts and posts scheduled after the build's date are held back here, in one
// place, so every list, feed and sitemap (all read `Content.posts`) leaves them out alike.
import type { Checker } from "../checking/checker.ts";
import type { LoadedPost } from "./load-posts.ts";
import type { HeldBackPost, Post } from "../shared/types.ts";
import { paths } from "../shared/paths.ts";
import type { PublishOptions } from "../loading/load-context.ts";

export type { PublishOptions } from "../loading/load-context.ts";

/** `draft` when the post says so, `scheduled` when it appears after `today`, else null (published). */
function holdReason(
  post: { draft?: boolean | undefined; publishedAt: string },
  today?: string,
): HeldBackPost["reason"] | null {
  if (post.draft) return "draft";
  return today !== undefined && post.publishedAt > today ? "scheduled" : null;
}

/** `2025-02-01` plus a year, as yyyy-mm-dd. */
function yearAfter(day: string): string {
  return `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
}

/**
 * Splits the loaded posts into those the site shows and those held back, and says of each held-back post's page why
 * a link to it would be broken (`unpublished`, for the link check of the bodies: site-checks/internal-links.ts). Also
 * reports a date more than a year ahead (probably a typo).
 */
export function publish(
  checker: Checker,
  loaded: readonly LoadedPost[],
  options: PublishOptions,
): { posts: Post[]; heldBack: HeldBackPost[]; unpublished: Map<string, string> } {
  const posts: Post[] = [];
  const heldBack: HeldBackPost[] = [];
  const unpublished = new Map<string, string>();
  for (const item of loaded) {
    const reason = holdReason(item.input, options.today);
    if (options.today && item.input.publishedAt > yearAfter(options.today)) {
      checker.problems.push(
        item.source.problem(
          ["publishedAt"],
          `publishedAt ${item.input.publishedAt} is more than a year after today (${options.today}): is the year right?`,
          "warning",
        ),
      );
    }
    if (!reason) {
      posts.push(item.post);
      continue;
    }
    heldBack.push({ file: item.source.file, title: item.post.title, reason, publishedAt: item.input.publishedAt });
    const why = reason === "draft" ? "is a draft" : `is scheduled for ${item.input.publishedAt}`;
    unpublished.set(paths.post(item.slug), `${item.source.file} ${why}`);
    if (options.preview) posts.push({ ...item.post, status: reason });
  }
  heldBack.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.file.localeCompare(b.file));
  return { posts, heldBack, unpublished };
}
