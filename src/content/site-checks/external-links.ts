// Finds the external links in data files, for `npm run check:links` (the checking itself is I/O, in scripts/).
import { LineIndex } from "../checking/problems.ts";
import { parseVideoLink } from "../resources/client/video.ts";

/**
 * One occurrence of a link: `file` as given (e.g. `data/site.json`), 1-based line and column of its first character.
 */
export interface LinkLocation {
  url: string;
  file: string;
  line: number;
  column: number;
}

const linkPattern = /https?:\/\/[^\s"'<>`\\]+/g;

/** Drops punctuation that ends a sentence rather than the address ("see https://a.example/x."), and an unpaired ")". */
function trimTrailing(url: string): string {
  let trimmed = url;
  for (;;) {
    const last = trimmed.at(-1) ?? "";
    const unpaired = last === ")" && trimmed.split("(").length < trimmed.split(")").length;
    if (!/[.,;:!?]/.test(last) && !unpaired) return trimmed;
    trimmed = trimmed.slice(0, -1);
  }
}

/**
 * Every http(s) link in a JSON, HTML or Markdown text, in order. In HTML and Markdown, `&amp;` in an address stands for
 * `&`.
 */
export function findExternalLinks(file: string, text: string): LinkLocation[] {
  const lines = new LineIndex(text);
  const html = /\.(html|md)$/.test(file);
  return [...text.matchAll(linkPattern)].map((match) => {
    const raw = trimTrailing(match[0]);
    return { url: html ? raw.replace(/&amp;/g, "&") : raw, file, ...lines.position(match.index) };
  });
}

/** Reserved names (RFC 2606, RFC 6761) that never resolve: placeholders to replace, not links to check. */
export function isPlaceholder(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname.toLowerCase();
  return /(^|\.)(example|test|invalid|localhost)$/.test(host) || /^(www\.)?example\.(com|net|org)$/.test(host);
}

/**
 * The address to request to know whether a link still works. A removed video's watch page still answers
 * 200, so a video link is checked through the host's oEmbed endpoint, which answers 404 (or 401) instead.
 */
export function probeUrl(url: string): string {
  const link = parseVideoLink(url);
  if (link.kind !== "video") return url;
  return `https://www.youtube.com/oembed?format=json&url=${encodeURIComponent(`https://www.youtube.com/watch?v=${link.id}`)}`;
}

/** `data/site.json:12:5  404 https://…`, clickable in editors and terminals. */
export function formatDeadLink(location: LinkLocation, status: string): string {
  return `${location.file}:${location.line}:${location.column}  ${status} ${location.url}`;
}
