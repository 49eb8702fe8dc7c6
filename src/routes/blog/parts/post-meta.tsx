// A post's byline: author, date and read time (and, in the dev server, draft or scheduled).
import type { PostSummary } from "../../../content/shared/types.ts";

const statusLabels = { draft: "Draft", scheduled: "Scheduled" } as const;

/** Author, publish date and read time on one line; the dots between them are not read out. In the dev server a
 * held-back post also says it is a draft or scheduled. */
export function PostMeta({
  post,
  className = "",
}: {
  post: Pick<PostSummary, "author" | "publishedAt" | "displayDate" | "readTimeLabel" | "status">;
  className?: string;
}) {
  return (
    <p className={`post-meta ${className}`.trim()}>
      <span className="post-meta__author">{post.author}</span>
      <span className="post-meta__dot" aria-hidden="true">
        ·
      </span>
      <time dateTime={post.publishedAt}>{post.displayDate}</time>
      <span className="post-meta__dot" aria-hidden="true">
        ·
      </span>
      <span>{post.readTimeLabel}</span>
      {post.status ? <strong className="post-status">{statusLabels[post.status]}</strong> : null}
    </p>
  );
}
