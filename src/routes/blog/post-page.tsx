import { Link } from "react-router-dom";
import type { PostData } from "../../content/pages/index.ts";
import { paths } from "../../content/paths.ts";

export function PostPage({ data }: { data: PostData }) {
  const { post } = data;
  return (
    <article className="container" aria-labelledby="post-title">
      <Link to={paths.blog()}>All Posts</Link>
      <h1 id="post-title">{post.title}</h1>
      <p>{post.author} · {post.displayDate} · {post.readTimeLabel}</p>
      <div className="prose" dangerouslySetInnerHTML={{ __html: post.content }} />
    </article>
  );
}
