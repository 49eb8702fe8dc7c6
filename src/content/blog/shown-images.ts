// The site's own PNG and JPEG images that the pages show: the posts' covers and the images in their bodies. The build
// writes AVIF and WebP of these alone; another file of public/ is copied as it is, since no page offers a smaller
// encoding of it (scripts/pipeline/images.ts).
import { hasModernEncodings } from "../shared/images.ts";
import type { Post } from "../shared/types.ts";
import { imageSources } from "../body/body-links.ts";

/** Their site paths (`/images/blog/cover.png`), each once, sorted. */
export function shownImages(posts: readonly Post[]): string[] {
  const sources = posts.flatMap((post) => [post.featuredImage ?? "", ...imageSources(post.content)]);
  return [...new Set(sources.filter(hasModernEncodings))].sort();
}
