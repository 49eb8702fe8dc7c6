import { Link } from "../../components/app-link.tsx";
import { paths } from "../../content/shared/paths.ts";
import type { PostSummary } from "../../content/shared/types.ts";
import { coverSizes, PostCover } from "./parts/post-cover.tsx";
import { PostMeta } from "./parts/post-meta.tsx";
import { TagChips } from "./parts/tag-chips.tsx";

/** The newest post, first on page 1, in larger type; its cover is shown whole (never cropped) at every width. */
export function FeaturedPostCard({ post }: { post: PostSummary }) {
  return (
    <section className="featured-post" aria-labelledby="featured-post-label">
      <article className="post-card post-card--featured card">
        {post.featuredImage ? (
          <div className="featured-post__cover">
            <PostCover
              src={post.featuredImage}
              sources={post.featuredImageSources}
              sizes={coverSizes.featured}
              alt=""
              priority
              className="post-card__cover"
            />
          </div>
        ) : null}
        <div className="post-card__body">
          <p className="eyebrow featured-post__label" id="featured-post-label">
            Featured Post
          </p>
          <h2 className="post-card__title">
            <Link className="post-card__link" to={paths.post(post.slug)}>
              {post.title}
            </Link>
          </h2>
          <p className="post-card__excerpt">{post.excerpt}</p>
          <PostMeta post={post} className="post-card__meta" />
          <TagChips tags={post.listTags} className="post-card__tags" />
        </div>
      </article>
    </section>
  );
}
