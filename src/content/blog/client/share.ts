// Share links for a post, computed at build time from its canonical URL: the page only renders them.
import { absoluteUrl, paths } from "../../shared/paths.ts";
import type { Site } from "../../shared/types.ts";

export interface ShareLinks {
  /** The canonical absolute URL of the post: what "Copy link" copies and both services share. */
  url: string;
  /** The microblogging service's documented tweet intent (Web Intents), with text and url. */
  twitter: string;
  /** The professional network's share-offsite URL for the post. */
  linkedIn: string;
}

/** The share window's size (600x400, docs/product.md §6), as `window.open` features. */
export const sharePopup = { width: 600, height: 400, features: "width=600,height=400" } as const;

/** A post's length limit on the microblogging service; a link counts as 23 characters, plus the space before it. */
const tweetLimit = 280;
const tweetLinkLength = 23;

/** Cuts `text` at a word boundary so it fits in `max` characters, marking the cut with an ellipsis. */
function truncateAtWord(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join("");
  const lastSpace = head.lastIndexOf(" ");
  const cut = lastSpace > max / 2 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}…`;
}

/** The tweet text: title, ' - ', excerpt; the excerpt is shortened when the whole would not fit beside the link. */
function tweetText(title: string, excerpt: string): string {
  const room = tweetLimit - tweetLinkLength - 1;
  const prefix = `${title} - `;
  if ([...prefix].length + [...excerpt].length <= room) return `${prefix}${excerpt}`;
  if ([...prefix].length + 12 > room) return truncateAtWord(title, room);
  return `${prefix}${truncateAtWord(excerpt, room - [...prefix].length)}`;
}

function tweetIntentUrl(text: string, url: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;
}

function linkedInShareUrl(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
}

export function shareLinks(
  site: Pick<Site, "origin" | "basePath">,
  post: { slug: string; title: string; excerpt: string },
): ShareLinks {
  const url = absoluteUrl(site, paths.post(post.slug));
  return { url, twitter: tweetIntentUrl(tweetText(post.title, post.excerpt), url), linkedIn: linkedInShareUrl(url) };
}
