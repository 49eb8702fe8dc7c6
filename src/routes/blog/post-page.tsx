import { Link } from "../../components/app-link.tsx";
import type { PostData } from "../../content/shared/page-data.ts";
import { paths } from "../../content/shared/paths.ts";
import { KeepReading } from "./keep-reading.tsx";
import { coverSizes, PostCover } from "./post-cover.tsx";
import { PostHeader } from "./post-header.tsx";
import { PostToc } from "./post-toc.tsx";
import { RelatedPosts } from "./related-posts.tsx";
import { SubscribeCard } from "./subscribe-card.tsx";
import "./blog.css";

/**
 * `/blog/{slug}`: the article with its header, cover and body, then the newsletter card, related reading and the
 * neighbours.
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
        <PostHeader post={post} share={data.share} />
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
      </article>
      <div className="post-after container">
        <SubscribeCard />
        <RelatedPosts posts={data.related} />
        <KeepReading newer={data.newer} older={data.older} />
      </div>
    </div>
  );
}
