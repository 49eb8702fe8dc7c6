// The Zod schema of data/published-urls.json, the record of published addresses.
import { z } from "zod";
import { schemaRef, sitePath } from "./common.ts";

/**
 * `data/published-urls.json`: every post and category address the site has published. `npm run build` adds
 * today's addresses to `published`; an address is only ever removed by moving it to `retired` by hand.
 */
export const publishedUrlsSchema = z.strictObject({
  $schema: schemaRef,
  published: z.array(sitePath, { error: "expected the list of published site paths" }),
  retired: z.array(sitePath, { error: "expected a list of site paths that were removed on purpose" }).optional(),
});

export interface PublishedUrls {
  published: string[];
  retired: string[];
}
