// Slugs from titles and names, by the rule of docs/product.md §3.
/**
 * The four steps of docs/product.md §3: lower-case; drop all but letters, digits, spaces and hyphens; spaces to
 * hyphens; collapse repeated hyphens. Also trims leading and trailing hyphens so a title ending in `?` stays clean,
 * keeps the base letter of an accented one (`Café` → `cafe`) and treats any whitespace (a pasted non-breaking space, a
 * tab) as a space.
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s/g, " ")
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/ /g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
