// The pager between the blog's list pages: newer, numbered and older links.
import type { MouseEvent } from "react";
import { useHref, useNavigate } from "react-router-dom";
import { Link } from "../../components/app-link.tsx";
import type { PagerData } from "../../content/pages/page-data.ts";

/** A plain left click, which the router takes over; other clicks (new tab, download) stay the browser's. */
const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * Newer / numbered / older links between list pages; nothing when all posts fit on one page. The numbers are the
 * first, the last and those around the current page, with an ellipsis where pages are left out. They are plain
 * anchors with the markup <Link> renders, made without a router hook each: a pager is on every list page, and each
 * <Link> costs prerender time (decision 25).
 */
export function BlogPager({ data, label = "Blog pages" }: { data: PagerData; label?: string }) {
  const navigate = useNavigate();
  // Where the router puts a site path: the base path in front (`/site` + `/blog/page/2`), as <Link> does.
  const base = useHref("/");
  if (data.pageCount <= 1) return null;
  const follow = (event: MouseEvent, path: string, current: boolean) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void navigate(path, { replace: current });
  };
  return (
    <nav className="pager" aria-label={label}>
      {data.previousPath ? (
        <Link className="button button--ghost button--small pager__step" to={data.previousPath} rel="prev">
          <span aria-hidden="true">←</span> Newer posts
        </Link>
      ) : null}
      <ol className="pager__pages">
        {data.pageLinks.map((link, i) => [
          // Pages left out between two numbers: a visual ellipsis; "Page N" on each link tells a screen reader where it
          // is.
          i > 0 && link.page - (data.pageLinks[i - 1]?.page ?? 0) > 1 ? (
            <li key={`gap-${link.page}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : null,
          <li key={link.path}>
            <a
              className="pager__page"
              aria-label={`Page ${link.page}`}
              aria-current={link.page === data.page ? "page" : undefined}
              href={base === "/" ? link.path : `${base}${link.path}`}
              onClick={(event) => follow(event, link.path, link.page === data.page)}
              data-discover="true"
            >
              {link.page}
            </a>
          </li>,
        ])}
      </ol>
      {data.nextPath ? (
        <Link
          className="button button--ghost button--small pager__step pager__step--next"
          to={data.nextPath}
          rel="next"
        >
          Older posts <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
