// A post body checked on its own, apart from its metadata: sanitised against the allow-list (with what was removed,
// located in the source) and its words counted. Bodies are independent of each other, so scripts may run this
// on several cores or remember its results by content hash; the core only asks for a `CheckBody`.
import { countWords } from "./posts.ts";
import { sanitizePostHtml, type Removal } from "./sanitize.ts";
import { checkBodyText } from "./text-checks.ts";

/** An image of the site's own that a body shows: its path in `public/` (as written) and where it is written. */
export interface LocalImage {
  src: string;
  offset: number;
}

export interface BodyCheck {
  /** The sanitised HTML: what the site renders. */
  html: string;
  removals: Removal[];
  /** Words in the sanitised HTML, for comparing with the stated read time. */
  words: number;
  /** Images with a site path as `src`, which the core looks for in `public/`. */
  localImages?: LocalImage[];
}

/** Checks the body in `file` (its path under data/, which a memoising caller may use to find earlier results). */
export type CheckBody = (html: string, file: string) => BodyCheck;

const entities: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&lt;": "<", "&gt;": ">", "&#39;": "'" };

/** Every `<img src>` of the sanitised HTML that is not an https address, located at its first mention in the source. */
function localImagesIn(clean: string, source: string): LocalImage[] {
  const images: LocalImage[] = [];
  let from = 0;
  for (const match of clean.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)) {
    const src = (match[1] ?? "").replace(/&(?:amp|quot|lt|gt|#39);/g, (entity) => entities[entity] ?? entity);
    if (/^https:/i.test(src)) continue;
    const at = source.indexOf(src, from);
    images.push({ src, offset: at === -1 ? 0 : at });
    if (at !== -1) from = at + src.length;
  }
  return images;
}

export function checkPostBody(html: string): BodyCheck {
  const text = checkBodyText(html);
  if (text.tooLarge) return { html: "", removals: text.problems, words: 0 };
  const { html: clean, removals } = sanitizePostHtml(html);
  const localImages = localImagesIn(clean, html);
  return {
    html: clean,
    removals: [...text.problems, ...removals].sort((a, b) => a.offset - b.offset),
    words: countWords(clean),
    ...(localImages.length > 0 ? { localImages } : {}),
  };
}
