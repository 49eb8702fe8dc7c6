import type { Post } from "../../../content/shared/types.ts";
import { PostMeta } from "../parts/post-meta.tsx";

/** The opening of the article, kept to one screen: title, standfirst and byline (tags and sharing close the post). */
export function PostHeader({ post }: { post: Post }) {
  return (
    <header className="post-header">
      <h1 className="post-header__title" id="post-title">
        {post.title}
      </h1>
      <p className="lead post-header__excerpt">{post.excerpt}</p>
      <PostMeta post={post} className="post-header__meta" />
      {post.updatedAt ? (
        <p className="post-header__updated">
          Updated <time dateTime={post.updatedAt}>{post.displayUpdated}</time>
        </p>
      ) : null}
    </header>
  );
}
