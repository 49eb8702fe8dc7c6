/** A post's tags as chips (lists pass `listTags`, at most three; the post page passes them all). */
export function TagChips({ tags, className = "" }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={`chips tag-chips ${className}`.trim()} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="chip">{tag}</li>
      ))}
    </ul>
  );
}
