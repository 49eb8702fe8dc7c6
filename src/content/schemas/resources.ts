// The Zod schemas of data/resources/: the video categories and the storytelling frameworks.
import { z } from "zod";
import { httpsUrl, line, maxLength, redirectFrom, schemaRef, slug, text } from "./common.ts";

/** Category colours are a fixed palette so every card stays on-brand and passes contrast checks. */
const categoryColors = ["indigo", "teal", "amber", "rose", "emerald", "sky", "violet", "orange"] as const;

const videoSchema = z.strictObject({
  title: text("the video's title, without the speaker or channel (they go in `speaker`)", maxLength.title),
  speaker: text("who gives the talk, or the channel", maxLength.name).optional(),
  link: httpsUrl("the video's address"),
});

const categorySchema = z.strictObject({
  name: text("the category name", maxLength.name),
  slug: slug.optional(),
  redirectFrom: redirectFrom.optional(),
  description: text("a one- or two-sentence description", maxLength.summary),
  color: z
    .enum(categoryColors, { error: `expected one of the colours ${categoryColors.join(", ")}` })
    .describe(
      "The tint of the category's social card (the image a shared link shows). The pages themselves use the site's one accent.",
    ),
  videos: z.array(videoSchema, { error: "expected a list of videos" }),
});

export const categoriesFileSchema = z.strictObject({
  $schema: schemaRef,
  categories: z.array(categorySchema, { error: "expected a list of categories" }),
});

const frameworkSchema = z.strictObject({
  format: text("the framework's name", maxLength.name),
  whenToUse: text("when to use it"),
  structure: z
    .array(line("a stage"), { error: "expected the stages as a list of strings" })
    .min(2, { error: "expected at least 2 stages" }),
  link: httpsUrl("a link that explains it"),
});

export const frameworksFileSchema = z.strictObject({
  $schema: schemaRef,
  frameworks: z.array(frameworkSchema, { error: "expected a list of frameworks" }),
});

export type CategoryInput = z.infer<typeof categorySchema>;
export type FrameworkInput = z.infer<typeof frameworkSchema>;
