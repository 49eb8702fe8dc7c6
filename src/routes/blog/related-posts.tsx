// Related reading after a post: the posts that share the most tags with it.
import { Link } from "../../components/app-link.tsx";
import { paths } from "../../content/shared/paths.ts";
import type { PostSummary } from "../../content/shared/types.ts";

/** Up to three posts sharing the most tags with this one; nothing when no post shares a tag. */
export function RelatedPosts({ posts }: { posts: readonly PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <nav className="related" aria-labelledby="related-title">
      <h2 className="keep-reading__heading" id="related-title">
        Related reading
      </h2>
      <ul className="related__list">
        {posts.map((post) => (
          <li key={post.slug}>
            <Link className="keep-reading__link card" to={paths.post(post.slug)}>
              <span className="keep-reading__title">{post.title}</span>
              <span className="keep-reading__meta">
                {post.displayDate} · {post.readTimeLabel}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
