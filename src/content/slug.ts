/**
 * The spec's four steps: lower-case; drop all but letters, digits, spaces and hyphens; spaces to hyphens;
 * collapse repeated hyphens. Also trims leading and trailing hyphens so a title ending in `?` stays clean.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/ /g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
