// A post in one Markdown file: JSON front matter, then the body, split exactly as Decap CMS's `json-frontmatter`
// format (gray-matter with the delimiters `{` and `}`) reads and writes it.

/** A post file split into its front matter and its body; offsets and lines are positions in the whole file. */
export interface FrontMatterSplit {
  /** The JSON object from the opening `{` to the closing `}`, both included: it starts at offset 0 of the file. */
  matter: string;
  body: string;
  /** Lines of the file before the body's first line (the front matter and its closing line). */
  bodyLine: number;
}

/**
 * The front matter and body of `text`, or null when its first line is not `{` alone. As gray-matter does, the front
 * matter ends at the first line that starts with `}`, and one line break after it is not part of the body.
 * `JSON.stringify(data, null, 2)`, which Decap writes, indents every nested `}`, so that line is the object's own.
 */
export function splitFrontMatter(text: string): FrontMatterSplit | null {
  if (!/^\{\r?\n/.test(text)) return null;
  const close = text.indexOf("\n}", 1);
  if (close === -1) return { matter: text, body: "", bodyLine: text.split("\n").length };
  const matter = text.slice(0, close + 2);
  let start = close + 2;
  if (text[start] === "\r") start += 1;
  if (text[start] === "\n") start += 1;
  return { matter, body: text.slice(start), bodyLine: countLines(text, start) };
}

/** The text a post's body check reads: the body alone when the file is Markdown with front matter. */
export const bodyOfPostFile = (text: string, path: string): string =>
  (path.endsWith(".md") ? splitFrontMatter(text)?.body : undefined) ?? text;

function countLines(text: string, end: number): number {
  let lines = 0;
  for (let index = text.indexOf("\n"); index !== -1 && index < end; index = text.indexOf("\n", index + 1)) lines += 1;
  return lines;
}

/** A post file: the metadata as JSON indented by two spaces (its first line `{`, its last `}`), then the body. */
export const joinFrontMatter = (metadata: Record<string, unknown>, body: string): string =>
  `${JSON.stringify(metadata, null, 2)}\n${body}`;
