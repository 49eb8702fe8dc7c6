// "Read next" after a post: its newer and older neighbours, then related posts, as one row of equal cards.
import { Link } from "../../../components/app-link.tsx";
import type { PostData } from "../../../content/pages/page-data.ts";
import { paths } from "../../../content/shared/paths.ts";
import type { PostSummary } from "../../../content/shared/types.ts";

/** The row's heading, spelled once (the browser and build tests find the row by this name). */
const readNextTitle = "Read next";

const kinds = { newer: "Newer post", older: "Older post", related: "Related post" } as const;

function ReadNextCard({ post, kind }: { post: PostSummary; kind: keyof typeof kinds }) {
  return (
    <li className="read-next__item">
      <Link className="read-next__link card" to={paths.post(post.slug)}>
        <span className="kicker kicker--compact">{kinds[kind]}</span>
        <span className="read-next__title">{post.title}</span>
        <span className="read-next__meta">
          {post.displayDate} · {post.readTimeLabel}
        </span>
      </Link>
    </li>
  );
}

/** Every other post the page offers, each once (blog-pages.ts keeps it to three); nothing when there is none. */
export function ReadNext({ data }: { data: Pick<PostData, "newer" | "older" | "related"> }) {
  const items = [
    ...(data.newer ? [{ post: data.newer, kind: "newer" as const }] : []),
    ...(data.older ? [{ post: data.older, kind: "older" as const }] : []),
    ...data.related.map((post) => ({ post, kind: "related" as const })),
  ];
  if (items.length === 0) return null;
  return (
    <nav className="read-next container" aria-labelledby="read-next-title">
      <h2 className="read-next__heading" id="read-next-title">
        {readNextTitle}
      </h2>
      <ul className="read-next__list">
        {items.map((item) => (
          <ReadNextCard key={item.post.slug} post={item.post} kind={item.kind} />
        ))}
      </ul>
    </nav>
  );
}
