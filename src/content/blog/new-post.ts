// A new post's file: Markdown with JSON front matter (a draft, dated today, by the founder) and a body to fill in.
import { dataFiles as collections } from "../loading/data-files.ts";
import { slugify } from "../shared/slug.ts";
import { joinFrontMatter } from "./client/front-matter.ts";

export interface NewPostInput {
  title: string;
  /** yyyy-mm-dd. */
  today: string;
  author: string;
  /** Ids the existing posts use. */
  ids: readonly string[];
}

/** The next free id: one more than the highest numeric id in use. */
function nextPostId(ids: readonly string[]): string {
  return String(
    ids
      .map(Number)
      .filter(Number.isInteger)
      .reduce((max, id) => Math.max(max, id), 0) + 1,
  );
}

export function newPostFiles({
  title,
  today,
  author,
  ids,
}: NewPostInput): { files: Array<{ path: string; text: string }> } | { error: string } {
  const slug = slugify(title);
  if (!slug)
    return {
      error: `"${title}" has no letters or digits to make a file name from: give the post a title with words in it.`,
    };
  const metadata = {
    id: nextPostId(ids),
    title,
    excerpt: "One or two sentences that say what the reader will get from this post.",
    author,
    publishedAt: today,
    draft: true,
    tags: ["First Principles"],
  };
  const body = [
    "Open with the problem this post solves, in a sentence or two.",
    "",
    "## The first section",
    "",
    "Write in Markdown: **bold**, *italic*, [links](https://example.com), lists, tables and fenced code.",
    "",
  ].join("\n");
  return { files: [{ path: collections.posts.frontMatter.replace("*", slug), text: joinFrontMatter(metadata, body) }] };
}
