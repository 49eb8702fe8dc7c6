// The read-time rule: words counted in a post's HTML body, and minutes to read them. The build's, and the content
// manager's preview's (src/admin/previews.tsx), so a preview states the read time the built page will.

/**
 * Words in an HTML body, for comparing with the stated read time: runs of non-space text between tags. A
 * character loop, which allocates no string per word: every body of a large site passes through here.
 */
export function countWords(html: string): number {
  const lastClose = html.lastIndexOf(">");
  let count = 0;
  let inTag = false;
  let inWord = false;
  for (let i = 0; i < html.length; i++) {
    const code = html.charCodeAt(i);
    if (inTag) {
      if (code === 62) inTag = false;
      continue;
    }
    if (code === 60 && i < lastClose) {
      inTag = true;
      inWord = false;
    } else if (code <= 32 ? code === 32 || (code >= 9 && code <= 13) : code > 127 && /\s/.test(html[i] ?? "")) {
      inWord = false;
    } else if (!inWord) {
      inWord = true;
      count++;
    }
  }
  return count;
}

/** Reading speed for computed read times and for checking stated ones. */
export const wordsPerMinute = 230;

/** Minutes to read `words` words, at least 1. */
export function readTimeFromWords(words: number): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}
