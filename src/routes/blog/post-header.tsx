import type { Post } from "../../content/shared/types.ts";
import type { ShareLinks } from "../../content/shared/share.ts";
import { PostMeta } from "./post-meta.tsx";
import { ShareBar } from "./share-bar.tsx";
import { TagChips } from "./tag-chips.tsx";

/** Tags, title, excerpt, byline and the share buttons, at the top of the article. */
export function PostHeader({ post, share }: { post: Post; share: ShareLinks }) {
  return (
    <header className="post-header">
      <TagChips tags={post.tagRefs} className="post-header__tags" />
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
      <ShareBar share={share} />
    </header>
  );
}
