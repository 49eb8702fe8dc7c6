// Which posts a build publishes: drafts and posts scheduled after the build's date are held back here, in one
// place, so every list, feed and sitemap (all read `Content.posts`) leaves them out alike.
import type { Checker } from "../checking/checker.ts";
import type { LoadedPost } from "./load-posts.ts";
import { LineIndex } from "../checking/problems.ts";
import type { HeldBackPost, Post } from "../shared/types.ts";
import { paths } from "../shared/paths.ts";

export interface PublishOptions {
  /** The build's date, yyyy-mm-dd: a post published after it is scheduled. Without it, no post is scheduled. */
  today?: string;
  /** The dev server's view: held-back posts are listed too, marked with their status. */
  preview?: boolean;
}

/** `draft` when the post says so, `scheduled` when it appears after `today`, else null (published). */
export function holdReason(
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
 * Splits the loaded posts into those the site shows and those held back. Also reports a published post that links
 * to a held-back one (the link would be broken) and a date more than a year ahead (probably a typo).
 */
export function publish(
  checker: Checker,
  loaded: readonly LoadedPost[],
  options: PublishOptions,
): { posts: Post[]; heldBack: HeldBackPost[] } {
  const posts: Post[] = [];
  const heldBack: HeldBackPost[] = [];
  const held: Array<{ item: LoadedPost; reason: HeldBackPost["reason"] }> = [];
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
    held.push({ item, reason });
    heldBack.push({ file: item.source.file, title: item.post.title, reason, publishedAt: item.input.publishedAt });
    if (options.preview) posts.push({ ...item.post, status: reason });
  }
  for (const { item: target, reason } of held) {
    const link = paths.post(target.slug);
    // A link to the post itself, to a heading in it (#…), or with a trailing slash; a site path or a full URL.
    const linked = new RegExp(`href="[^"]*${link}(?:[/#?][^"]*)?"`);
    for (const item of loaded) {
      if (holdReason(item.input, options.today) || !linked.test(item.post.content)) continue;
      const offset = Math.max(0, item.body.text.indexOf(link));
      const { line, column } = new LineIndex(item.body.text).position(offset);
      const why = reason === "draft" ? "is a draft" : `is scheduled for ${target.input.publishedAt}`;
      checker.problems.push({
        severity: "error",
        file: checker.source(item.body).file,
        line: line + item.bodyLine,
        column,
        field: "",
        message: `links to ${link}, but ${target.source.file} ${why}, so the link would be broken: publish that post first or remove the link`,
      });
    }
  }
  heldBack.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.file.localeCompare(b.file));
  return { posts, heldBack };
}
