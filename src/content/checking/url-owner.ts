// A page that owns an address (a post or a category) and the old addresses that lead to it, placed in its file: what
// the loaders give and the redirect check reads.
import type { JsonPath, JsonSource } from "./problems.ts";

/** A post or category: the page that owns an address and may list old addresses that lead to it. */
export interface UrlOwner {
  /** "post" or "category", for messages. */
  kind: string;
  url: string;
  title: string;
  source: JsonSource;
  redirectFrom: readonly string[];
  /** Where `redirectFrom[i]` is in the file. */
  field: (index: number) => JsonPath;
}
