// A post's article: title, standfirst and byline, the cover, the contents and the body, then what closes it. The post
// page and the content manager's preview (src/admin/previews.tsx) both draw it.
import type { ReactNode } from "react";
import type { TocEntry } from "../../content/blog/body/headings.ts";
import type { Post } from "../../content/shared/types.ts";
import { coverSizes, PostCover } from "./post-cover.tsx";
import { PostHeader } from "./post-header.tsx";
import { PostToc } from "./post-toc.tsx";
import "./blog.css";

/** `post.content` is HTML sanitised at build time (src/content/blog/body/); `footer` closes the article. */
export function PostArticle({ post, toc, footer }: { post: Post; toc: TocEntry[]; footer: ReactNode }) {
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
        {/* Sanitised, headings anchored and tables wrapped at build time, in src/content/blog/body/. */}
        <div className="prose post__body" dangerouslySetInnerHTML={{ __html: post.content }} />
      </div>
      {footer}
    </article>
  );
}
