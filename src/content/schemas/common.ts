// Zod pieces every data schema shares: text and length limits, https URLs, local image paths, slugs.
import { z } from "zod";

/**
 * Longest values, in characters (docs/decisions/0015-length-and-size-limits.md). A title or name becomes a URL
 * segment and a file name (at most 255 bytes on every file system), and long text breaks layouts and feeds.
 */
export const maxLength = { text: 2000, url: 2000, title: 150, slug: 150, name: 100, short: 50, summary: 400 } as const;

/** A non-empty, trimmed line of text of at most `max` characters. */
export const text = (what: string, max: number = maxLength.text) =>
  z
    .string({ error: `expected ${what} as a string in double quotes` })
    .trim()
    .min(1, { error: `expected ${what}, found an empty string` })
    .max(max, { error: `expected ${what} of at most ${max} characters; shorten it` })
    // The description is the editors' hover text and the CMS's hint.
    .describe(`${what.charAt(0).toUpperCase()}${what.slice(1)}`);

/**
 * One line of copy: a title, an eyebrow, a label, a name or a short value (a figure, a term, a date as words). It is
 * at most a title's length, which also tells the content manager to offer a one-line input
 * (src/content/site/cms-config.ts); prose (paragraphs, descriptions, answers, messages) stays `text()`.
 */
export const line = (what: string, max: number = maxLength.title) => text(what, Math.min(max, maxLength.title));

/** A list of at least one `item`, its messages naming `what` the items are. */
export const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, { error: `expected a list of ${what}` }).min(1, { error: `expected at least one of the ${what}` });

/** An absolute https URL (http is refused: it breaks on an https site and leaks readers' visits). */
export const httpsUrl = (what: string) =>
  z
    .string({ error: `expected ${what} as a string in double quotes` })
    .max(maxLength.url, { error: `expected ${what} of at most ${maxLength.url} characters`, abort: true })
    .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", {
      error: `expected ${what} as a full https:// address`,
    })
    // An address is one line: JSON Schema's `uri` format says so to editors and the content manager alike.
    .meta({ format: "uri" });

/**
 * A normalised path to a file in `public/`: one `/`, then folders and a file name of URL-safe characters, none
 * starting with a dot. So `/\\host`, `//host`, `/a/../b`, spaces and `%` escapes never pass: browsers read some of
 * them as another host. The file must also exist (checked with the list of `public/`, see public-files.ts).
 */
export const localPathPattern = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

export const localPathRule =
  "a path in `public/` starting with one `/`, e.g. `/images/cover.png` (letters, digits, `-`, `_` and `.` only; no `\\`, `//` or `..`)";

/** A lower-case slug: letters, digits and single hyphens, no leading or trailing hyphen. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slug = z
  .string({ error: "expected a slug as a string" })
  .max(maxLength.slug, { error: `expected a slug of at most ${maxLength.slug} characters`, abort: true })
  .regex(slugPattern, {
    error: "expected a slug of lower-case letters, digits and single hyphens, e.g. `my-first-post`",
  });

/** The `$schema` key every data file carries so editors validate it while typing. */
export const schemaRef = z.string().optional();

/** A path on this site, as a browser shows it after the domain (and the base path): `/blog/old-title`. */
export const sitePath = z
  .string({ error: "expected a site path as a string, e.g. `/blog/old-title`" })
  .regex(/^\/[^?#\s]*$/, {
    error: "expected a site path starting with `/`, without the domain, `?` or `#`, e.g. `/blog/old-title`",
  });

/** Old addresses of a page that must keep working: each becomes a redirect to the page's current address. */
export const redirectFrom = z.array(sitePath, { error: 'expected a list of old site paths, e.g. ["/blog/old-title"]' });
