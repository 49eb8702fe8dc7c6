// A post body's Markdown as the preview shows it: the build's parser and plugins (CommonMark + GFM, code highlighted
// with classes; src/content/body/markdown.ts), without the build-only sanitiser, heading anchors and table wraps.
import rehypeHighlight from "rehype-highlight";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeHighlight, { plainText: ["text", "txt", "plain"] })
  .use(rehypeStringify);

/** HTML of `markdown`; raw HTML in the Markdown is left out of the preview (the build sanitises and keeps it). */
export function previewHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}
