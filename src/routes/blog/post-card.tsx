import { Link } from "../../components/app-link.tsx";
import { paths } from "../../content/shared/paths.ts";
import type { PostSummary } from "../../content/shared/types.ts";
import { coverSizes, PostCover } from "./parts/post-cover.tsx";
import { PostMeta } from "./parts/post-meta.tsx";
import { TagChips } from "./parts/tag-chips.tsx";

/** One post in the list. The title link covers the whole card (a stretched link), so the card is one tap target. */
function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className="post-card card">
      {post.featuredImage ? (
        <PostCover
          src={post.featuredImage}
          sources={post.featuredImageSources}
          sizes={coverSizes.card}
          alt=""
          className="post-card__cover"
        />
      ) : null}
      <div className="post-card__body">
        <TagChips tags={post.listTags} className="post-card__tags" />
        <h3 className="post-card__title">
          <Link className="post-card__link" to={paths.post(post.slug)}>
            {post.title}
          </Link>
        </h3>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <PostMeta post={post} className="post-card__meta" />
      </div>
    </article>
  );
}

/** Posts as a grid of cards: the blog list's and the tag pages'. A single post is listed at reading width. */
export function PostGrid({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <ul className={posts.length === 1 ? "post-grid post-grid--single" : "post-grid"}>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
