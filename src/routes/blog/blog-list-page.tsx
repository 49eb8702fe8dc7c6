import { Link } from "react-router-dom";
import type { BlogData } from "../../content/pages/index.ts";
import { paths } from "../../content/paths.ts";

export function BlogListPage({ data }: { data: BlogData }) {
  const posts = data.featured ? [data.featured, ...data.posts] : data.posts;
  return (
    <section className="container" aria-labelledby="blog-title">
      <h1 id="blog-title">Blog</h1>
      {posts.length === 0 ? (
        <p>No posts yet</p>
      ) : (
        <ul>
          {posts.map((post) => (
            <li key={post.slug}>
              <Link to={paths.post(post.slug)}>{post.title}</Link> <span>{post.displayDate}</span>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Blog pages">
        {data.previousPath ? <Link to={data.previousPath}>Newer posts</Link> : null}
        {data.nextPath ? <Link to={data.nextPath}>Older posts</Link> : null}
      </nav>
    </section>
  );
}
