import { Link } from "react-router-dom";
import type { BlogData } from "../../content/pages/index.ts";

/** Newer / numbered / older links between list pages; nothing when all posts fit on one page. */
export function BlogPager({ data, label = "Blog pages" }: { data: Pick<BlogData, "page" | "pageCount" | "previousPath" | "nextPath" | "pageLinks">; label?: string }) {
  if (data.pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      {data.previousPath ? (
        <Link className="button button--ghost button--small pager__step" to={data.previousPath} rel="prev">
          <span aria-hidden="true">←</span> Newer posts
        </Link>
      ) : null}
      <ol className="pager__pages">
        {data.pageLinks.map((link) => (
          <li key={link.path}>
            <Link
              className="pager__page"
              to={link.path}
              aria-label={`Page ${link.page}`}
              aria-current={link.page === data.page ? "page" : undefined}
            >
              {link.page}
            </Link>
          </li>
        ))}
      </ol>
      {data.nextPath ? (
        <Link className="button button--ghost button--small pager__step pager__step--next" to={data.nextPath} rel="next">
          Older posts <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
