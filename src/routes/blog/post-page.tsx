import { Link } from "../../components/app-link.tsx";
import type { PostData } from "../../content/pages/page-data.ts";
import { paths } from "../../content/shared/paths.ts";
import { PostArticle } from "./post/post-article.tsx";
import { ReadNext } from "./post/read-next.tsx";
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
      <PostArticle post={post} toc={data.toc} share={data.share} />
      <div className="post-after container">
        <SubscribeCard />
      </div>
      <ReadNext data={data} />
    </div>
  );
}
