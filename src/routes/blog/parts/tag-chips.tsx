// A post's tags as links to their tag pages.
import { Link } from "../../../components/app-link.tsx";
import { paths } from "../../../content/shared/paths.ts";
import type { TagRef } from "../../../content/shared/types.ts";

/** A post's tags as chips linking to their tag pages (lists pass `listTags`, at most three; the post page all). */
export function TagChips({ tags, className = "" }: { tags: readonly TagRef[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={`chips tag-chips ${className}`.trim()} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link className="chip tag-chips__link" to={paths.tag(tag.slug)}>
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
