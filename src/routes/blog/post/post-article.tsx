// A post's article: its header, cover, text (beside its contents list when it has one) and footer. The post page's,
// and the content manager's preview's (src/admin/previews.tsx), which has no contents list or share links to give.
import type { TocEntry } from "../../../content/body/headings.ts";
import type { ShareLinks } from "../../../content/blog/client/share.ts";
import type { Post } from "../../../content/shared/types.ts";
import { coverSizes, PostCover } from "../parts/post-cover.tsx";
import { PostFooter } from "./post-footer.tsx";
import { PostHeader } from "./post-header.tsx";
import { PostToc } from "./post-toc.tsx";

export function PostArticle({ post, toc = [], share }: { post: Post; toc?: TocEntry[]; share?: ShareLinks }) {
  return (
    <article className="post container" aria-labelledby="post-title">
      <PostHeader post={post} />
      {post.featuredImage ? (
        <figure className="post__figure">
          <PostCover
            src={post.featuredImage}
            sources={post.featuredImageSources}
            sizes={coverSizes.post}
            alt={post.featuredImageAlt}
            priority
            className="post__cover"
          />
        </figure>
      ) : null}
      <div className={toc.length > 0 ? "post__main post__main--toc" : "post__main"}>
        {toc.length > 0 ? <PostToc entries={toc} /> : null}
        {/* Sanitised, headings anchored and tables wrapped at build time, in src/content/body/. */}
        <div className="prose post__body" dangerouslySetInnerHTML={{ __html: post.content }} />
      </div>
      <PostFooter post={post} share={share} />
    </article>
  );
}
