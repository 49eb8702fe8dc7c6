// Links to the newer and the older post at the end of a post.
import { Link } from "../../components/app-link.tsx";
import { paths } from "../../content/shared/paths.ts";
import type { PostSummary } from "../../content/shared/types.ts";

function Neighbour({ post, direction }: { post: PostSummary; direction: "newer" | "older" }) {
  return (
    <li className={`keep-reading__item keep-reading__item--${direction}`}>
      <Link className="keep-reading__link card" to={paths.post(post.slug)}>
        <span className="kicker kicker--compact">
          {direction === "newer" ? (
            <>
              <span aria-hidden="true">← </span>Newer post
            </>
          ) : (
            <>
              Older post<span aria-hidden="true"> →</span>
            </>
          )}
        </span>
        <span className="keep-reading__title">{post.title}</span>
        <span className="keep-reading__meta">
          {post.displayDate} · {post.readTimeLabel}
        </span>
      </Link>
    </li>
  );
}

/** The newer and the older post, so a reader can keep reading; nothing when this is the only post. */
export function KeepReading({ newer, older }: { newer: PostSummary | null; older: PostSummary | null }) {
  if (!newer && !older) return null;
  return (
    <nav className="keep-reading" aria-labelledby="keep-reading-title">
      <h2 className="keep-reading__heading" id="keep-reading-title">
        Keep reading
      </h2>
      <ul className="keep-reading__list">
        {newer ? <Neighbour post={newer} direction="newer" /> : null}
        {older ? <Neighbour post={older} direction="older" /> : null}
      </ul>
    </nav>
  );
}
