// The Zod schema of a post's metadata file (data/posts/*.json).
import { z } from "zod";
import { httpsUrl, localPathPattern, localPathRule, maxLength, redirectFrom, schemaRef, slug, text } from "./common.ts";

const isoDate = z
  .string({ error: "expected a date as a string, e.g. `2025-01-27`" })
  // abort: a date in the wrong format is not also reported as "not a real calendar date".
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "expected a date written yyyy-mm-dd, e.g. `2025-01-27`", abort: true })
  .refine(isRealDate, { error: "expected a real calendar date (that month has fewer days)" });

/** True when `yyyy-mm-dd` names a day that exists (2025-02-30 does not). */
function isRealDate(value: string): boolean {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const localOrHttpsImage = z.union([httpsUrl("an image address"), z.string().regex(localPathPattern)], {
  error: `expected an image as a full https:// address or ${localPathRule}`,
});

export const postSchema = z.strictObject({
  $schema: schemaRef,
  id: text("a unique post id, e.g. `4`", maxLength.short),
  title: text("the post title", maxLength.title),
  slug: slug.optional(),
  redirectFrom: redirectFrom.optional(),
  excerpt: text("a one- or two-sentence excerpt", maxLength.summary),
  author: text("the author's name", maxLength.name).optional(),
  publishedAt: isoDate,
  updatedAt: isoDate
    .optional()
    .describe("The day the post last changed in substance, yyyy-mm-dd; not before publishedAt"),
  draft: z
    .boolean({ error: "expected `true` or `false`" })
    .optional()
    .describe("A draft is checked and shown by `npm run dev`, but left out of the built site"),
  readTime: z
    .number({ error: "expected the read time in minutes as a number, e.g. `6`" })
    .int({ error: "expected the read time as a whole number of minutes" })
    .min(1, { error: "expected a read time of at least 1 minute" })
    .optional()
    .describe("Minutes to read; computed from the body at about 230 words a minute when left out"),
  tags: z.array(text("a tag", maxLength.short), { error: 'expected a list of tags, e.g. ["Strategy"]' }),
  featuredImage: localOrHttpsImage.optional(),
  featuredImageAlt: text("a description of the featured image for screen readers", maxLength.summary).optional(),
  seoTitle: text("the search-result title", maxLength.title).optional(),
  seoDescription: text("the search-result description", maxLength.summary).optional(),
  seoKeywords: z.array(text("a keyword", maxLength.short), { error: "expected a list of keywords" }).optional(),
});

export type PostInput = z.infer<typeof postSchema>;
