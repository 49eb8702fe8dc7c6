// A post body checked on its own, apart from its metadata: sanitised against the allow-list (with what was removed,
// located in the source) and its words counted. Bodies are independent of each other, so scripts may run this
// on several cores or remember its results by content hash; the core only asks for a `CheckBody`.
import type { renderMarkdown } from "./markdown.ts";
import { countWords } from "./client/read-time.ts";
import { sanitizePostHtml, type Removal } from "./sanitize.ts";
import type { Root } from "hast";
import { parseBody } from "./body-tree.ts";
import { checkBodyText } from "../checking/text-checks.ts";
import { imageSources, linksIn, type BodyLink } from "./body-links.ts";

/** An image of the site's own that a body shows: its path in `public/` (as written) and where it is written. */
interface LocalImage {
  src: string;
  offset: number;
}

export interface BodyCheck {
  /** The sanitised HTML: what the site renders. */
  html: string;
  removals: Removal[];
  /** Words in the sanitised HTML, for the read time. */
  words: number;
  /** Images with a site path as `src`, which the core looks for in `public/`. */
  localImages?: LocalImage[];
  /** Links that may lead to a page of the site, which the core checks against the pages of the build. */
  links?: BodyLink[];
}

/**
 * Checks the body in `file` (its path under data/: its extension says how to read it, and a memoising caller may use it
 * to find earlier results).
 */
export type CheckBody = (text: string, file: string) => BodyCheck;

/** Every `<img src>` of the sanitised HTML that is not an https address, located at its first mention in the source. */
function localImagesIn(clean: string, source: string, tree: Root): LocalImage[] {
  const images: LocalImage[] = [];
  let from = 0;
  for (const src of imageSources(clean, tree)) {
    if (/^https:/i.test(src)) continue;
    const at = source.indexOf(src, from);
    images.push({ src, offset: at === -1 ? 0 : at });
    if (at !== -1) from = at + src.length;
  }
  return images;
}

/** The two ways to write a post body: an HTML fragment or Markdown. */
export type BodyKind = "html" | "md";

export function bodyKind(file: string): BodyKind {
  return file.endsWith(".md") ? "md" : "html";
}

let markdown: typeof renderMarkdown | null = null;

/**
 * Loads the Markdown pipeline, once. Loading the parser and the highlighter's languages costs CPU at start-up
 * (docs/performance.md), which a site of HTML bodies, and every worker thread checking them, is spared.
 */
export async function loadMarkdown(): Promise<void> {
  markdown ??= (await import("./markdown.ts")).renderMarkdown;
}

export function checkPostBody(text: string, file = "body.html"): BodyCheck {
  if (bodyKind(file) === "md" && !markdown)
    throw new Error(`${file} is Markdown: call loadMarkdown() before checking it`);
  const checked = checkBodyText(text);
  if (checked.tooLarge) return { html: "", removals: checked.problems, words: 0 };
  const { html, removals } = bodyKind(file) === "md" && markdown ? markdown(text) : sanitizePostHtml(text);
  // One reading of the sanitised body serves both lists.
  const tree = parseBody(html);
  const localImages = localImagesIn(html, text, tree);
  const links = linksIn(html, text, tree);
  return {
    html,
    removals: [...checked.problems, ...removals].sort((a, b) => a.offset - b.offset),
    words: countWords(html),
    ...(localImages.length > 0 ? { localImages } : {}),
    ...(links.length > 0 ? { links } : {}),
  };
}
