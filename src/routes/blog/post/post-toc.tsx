// A post's table of contents.
import type { TocEntry } from "../../../content/body/headings.ts";

/** The post's sections as plain links: before the body on a phone, beside it on a wide screen. */
export function PostToc({ entries }: { entries: TocEntry[] }) {
  return (
    <nav className="post-toc" aria-labelledby="contents-title">
      <h2 className="post-toc__title" id="contents-title">
        Contents
      </h2>
      <ol className="post-toc__list">
        {entries.map((entry) => (
          <li key={entry.id} className={`post-toc__item post-toc__item--h${entry.level}`}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
