// The resources search, shared by the hub page (in the browser) and its tests. No imports: the client bundles it.

/** What the search looks at in a category: its name and every video title. */
export interface Searchable {
  name: string;
  videoTitles: readonly string[];
}

const locale = "en-US";

/** Trims, collapses inner whitespace (tabs, pasted non-breaking spaces) to one space, and lower-cases. */
function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ").toLocaleLowerCase(locale);
}

function contains(text: string, normalized: string): boolean {
  return text.replace(/\s+/g, " ").toLocaleLowerCase(locale).includes(normalized);
}

/** True when the category name or any of its video titles contains the query; an empty query matches all. */
function matchesQuery(category: Searchable, query: string): boolean {
  const normalized = normalizeQuery(query);
  if (!normalized) return true;
  return contains(category.name, normalized) || category.videoTitles.some((title) => contains(title, normalized));
}

/** The categories the query matches, in their original order. */
export function filterCategories<T extends Searchable>(categories: readonly T[], query: string): T[] {
  return categories.filter((category) => matchesQuery(category, query));
}

/**
 * Video titles that match when the category name itself does not: shown on the card so a visitor sees why a
 * category is listed. Empty for an empty query or a name match.
 */
export function matchingTitles(category: Searchable, query: string): string[] {
  const normalized = normalizeQuery(query);
  if (!normalized || contains(category.name, normalized)) return [];
  return category.videoTitles.filter((title) => contains(title, normalized));
}

/** The sentence a screen reader hears (politely) after each change of the search. */
export function resultsAnnouncement(count: number, total: number, query: string): string {
  if (!normalizeQuery(query)) return `Showing all ${total} ${total === 1 ? "category" : "categories"}`;
  const quoted = `“${query.trim().replace(/\s+/g, " ")}”`;
  if (count === 0) return `No resources found for ${quoted}`;
  return `${count} ${count === 1 ? "category" : "categories"} found for ${quoted}`;
}
