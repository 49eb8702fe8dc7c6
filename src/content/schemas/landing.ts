import { z } from "zod";
import { schemaRef, text } from "./common.ts";

// The landing page's copy. Extended with every section of the page in the landing-page work.
export const landingSchema = z.strictObject({
  $schema: schemaRef,
  hero: z.strictObject({
    headline: text("the hero headline"),
    subline: text("the line under the headline"),
  }),
});

export type LandingInput = z.infer<typeof landingSchema>;
