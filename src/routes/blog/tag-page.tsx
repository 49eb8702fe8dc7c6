// The page of one tag's posts.
import { Link } from "../../components/app-link.tsx";
import type { TagData } from "../../content/pages/page-data.ts";
import { paths } from "../../content/shared/paths.ts";
import { BlogPager } from "./blog-pager.tsx";
import { PostGrid } from "./post-card.tsx";
import "./blog.css";

/** `/blog/tag/<slug>` (and its later pages): the tag's posts, newest first, with the blog's pager. */
export function TagPage({ data }: { data: TagData }) {
  const { tag } = data;
  return (
    <div className="blog-list container">
      <header className="blog-list__header">
        <p className="eyebrow">
          <Link to={paths.blog()}>Blog</Link> · <Link to={paths.tags()}>All tags</Link>
          {data.page > 1 ? ` · Page ${data.page} of ${data.pageCount}` : ""}
        </p>
        <h1 className="blog-list__title">Posts tagged {tag.name}</h1>
      </header>
      <section className="blog-list__more" aria-labelledby="tag-posts-title">
        <h2 className="blog-list__section-title" id="tag-posts-title">
          {/* "Newest first" only says something when there is more than one. */}
          {tag.count === 1 ? "1 article" : `${tag.count} articles, newest first`}
        </h2>
        <PostGrid posts={data.posts} />
      </section>
      <BlogPager data={data} label={`Pages of posts tagged ${tag.name}`} />
    </div>
  );
}
