import { Link } from "../../components/app-link.tsx";
import type { PostData } from "../../content/shared/page-data.ts";
import { paths } from "../../content/shared/paths.ts";
import { coverSizes, PostCover } from "./post-cover.tsx";
import { PostFooter } from "./post-footer.tsx";
import { PostHeader } from "./post-header.tsx";
import { PostToc } from "./post-toc.tsx";
import { ReadNext } from "./read-next.tsx";
import { SubscribeCard } from "./subscribe-card.tsx";
import "./blog.css";

/**
 * `/blog/{slug}`: one reading column (the back link, title, cover and text share its left edge), the tags and share
 * buttons after the text, then the newsletter card and "Read next": the neighbours and related posts, each once.
 */
export function PostPage({ data }: { data: PostData }) {
  const { post } = data;
  return (
    <div className="post-page">
      <nav className="post-bar container" aria-label="Blog">
        <Link className="post-bar__back" to={paths.blog()}>
          <span aria-hidden="true">←</span> All Posts
        </Link>
      </nav>
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
        <div className={data.toc.length > 0 ? "post__main post__main--toc" : "post__main"}>
          {data.toc.length > 0 ? <PostToc entries={data.toc} /> : null}
          {/* Sanitised, headings anchored and tables wrapped at build time, in src/content/blog/body/. */}
          <div className="prose post__body" dangerouslySetInnerHTML={{ __html: post.content }} />
        </div>
        <PostFooter post={post} share={data.share} />
      </article>
      <div className="post-after container">
        <SubscribeCard />
      </div>
      <ReadNext data={data} />
    </div>
  );
}
