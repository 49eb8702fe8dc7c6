import { z } from "zod";

/** A non-empty, trimmed line of text. */
export const text = (what: string) =>
  z
    .string({ error: `expected ${what} as a string in double quotes` })
    .trim()
    .min(1, { error: `expected ${what}, found an empty string` });

/** An absolute https URL (http is refused: it breaks on an https site and leaks readers' visits). */
export const httpsUrl = (what: string) =>
  z
    .string({ error: `expected ${what} as a string in double quotes` })
    .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", {
      error: `expected ${what} as a full https:// address`,
    });

/** A lower-case slug: letters, digits and single hyphens, no leading or trailing hyphen. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slug = z
  .string({ error: "expected a slug as a string" })
  .regex(slugPattern, { error: "expected a slug of lower-case letters, digits and single hyphens, e.g. `my-first-post`" });

/** The `$schema` key every data file carries so editors validate it while typing. */
export const schemaRef = z.string().optional();

/** A path on this site, as a browser shows it after the domain (and the base path): `/blog/old-title`. */
export const sitePath = z
  .string({ error: "expected a site path as a string, e.g. `/blog/old-title`" })
  .regex(/^\/[^?#\s]*$/, { error: "expected a site path starting with `/`, without the domain, `?` or `#`, e.g. `/blog/old-title`" });

/** Old addresses of a page that must keep working: each becomes a redirect to the page's current address. */
export const redirectFrom = z.array(sitePath, { error: "expected a list of old site paths, e.g. [\"/blog/old-title\"]" });
