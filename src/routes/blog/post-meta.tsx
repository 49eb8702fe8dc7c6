import type { PostSummary } from "../../content/types.ts";

/** Author, publish date and read time on one line; the dots between them are not read out. */
export function PostMeta({ post, className = "" }: { post: Pick<PostSummary, "author" | "publishedAt" | "displayDate" | "readTimeLabel">; className?: string }) {
  return (
    <p className={`post-meta ${className}`.trim()}>
      <span className="post-meta__author">{post.author}</span>
      <span className="post-meta__dot" aria-hidden="true">·</span>
      <time dateTime={post.publishedAt}>{post.displayDate}</time>
      <span className="post-meta__dot" aria-hidden="true">·</span>
      <span>{post.readTimeLabel}</span>
    </p>
  );
}
