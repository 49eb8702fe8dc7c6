// The tag index: every tag with its number of posts.
import { Link } from "../../components/app-link.tsx";
import type { TagsData } from "../../content/pages/page-data.ts";
import { paths } from "../../content/shared/paths.ts";
import "./blog.css";

/** `/blog/tags`: every tag with its number of posts, most first. */
export function TagsPage({ data }: { data: TagsData }) {
  return (
    <div className="blog-list container">
      <header className="blog-list__header">
        <p className="eyebrow">
          <Link to={paths.blog()}>Blog</Link>
        </p>
        <h1 className="blog-list__title">All tags</h1>
        <p className="lead blog-list__lead">
          Every topic the blog writes about. Pick one to see its articles, newest first.
        </p>
      </header>
      {data.tags.length === 0 ? (
        <p>No tags yet.</p>
      ) : (
        <ul className="tag-index">
          {data.tags.map((tag) => (
            <li key={tag.slug}>
              <Link className="tag-index__link card" to={paths.tag(tag.slug)}>
                <span className="tag-index__name">{tag.name}</span>
                <span className="tag-index__count">
                  {tag.count} {tag.count === 1 ? "post" : "posts"}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
