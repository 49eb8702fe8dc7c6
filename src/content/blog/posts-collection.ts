// The posts collection's loader (site/collections.ts): every post file read and checked, then split into what the
// build publishes and what it holds back.
import type { EarlierCollections, LoadContext } from "../loading/load-context.ts";
import { loadPosts, type LoadedPost } from "./load-posts.ts";
import { publish } from "./publishing.ts";

/** The loaded posts (for the site-wide checks) and what the build publishes of them, by the site's founder. */
export function loadPostFiles(
  { checker, files, checkBody, publicFiles, options }: LoadContext,
  { site }: EarlierCollections,
): { loaded: LoadedPost[]; published: ReturnType<typeof publish> } {
  const loaded = loadPosts(checker, files, site?.founder.name ?? "", checkBody, publicFiles);
  return { loaded, published: publish(checker, loaded, options) };
}
