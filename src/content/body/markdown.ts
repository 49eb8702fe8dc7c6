// Markdown post bodies: CommonMark + GFM (tables, strikethrough, autolinks) to HTML, code highlighted with classes,
// then the same sanitiser as HTML bodies. Every problem is located in the Markdown source (`Removal.offset`).
import type { Element, Root as HastRoot, RootContent as HastNode } from "hast";
import type { Root as MdRoot, RootContent as MdNode } from "mdast";
import rehypeHighlight from "rehype-highlight";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { sanitizePostHtml, type Removal } from "./sanitize.ts";

// Made once: the highlighter registers its languages when the processor is built, not per post.
const parser = unified().use(remarkParse).use(remarkGfm);
const toHtml = unified()
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeHighlight, { plainText: ["text", "txt", "plain"] })
  .use(rehypeStringify, { allowDangerousHtml: true });

type AnyMdNode = MdRoot | MdNode;

function eachMdNode(node: AnyMdNode, visit: (node: MdNode) => void) {
  if ("children" in node) {
    for (const child of node.children as MdNode[]) {
      visit(child);
      eachMdNode(child, visit);
    }
  }
}

const fencePattern = /^ {0,3}(`{3,}|~{3,})/;

/** A fenced code block that runs to the end of the file because its closing fence is missing. */
function unclosedFence(source: string, node: MdNode & { type: "code" }): Removal | null {
  const start = node.position?.start.offset ?? 0;
  const end = node.position?.end.offset ?? 0;
  const text = source.slice(start, end);
  const opening = fencePattern.exec(text)?.[1];
  if (!opening) return null; // an indented code block has no fence
  const lines = text.split("\n");
  const last = lines.at(-1)?.replace(/^[\s>]*/, "") ?? "";
  const closed =
    lines.length > 1 &&
    last.trimEnd().startsWith(opening) &&
    /^(`+|~+)$/.test(last.trim()) &&
    last.trim()[0] === opening[0];
  if (closed) return null;
  return {
    offset: start,
    message: `this code block's fence (${opening}) is never closed, so the rest of the file became code: add a line with ${opening} after the code`,
  };
}

/** Problems the Markdown itself shows: unclosed fences, footnotes, and raw HTML the sanitiser would change. */
function sourceProblems(source: string, tree: MdRoot): Removal[] {
  const problems: Removal[] = [];
  eachMdNode(tree, (node) => {
    const start = node.position?.start.offset ?? 0;
    if (node.type === "code") {
      const problem = unclosedFence(source, node);
      if (problem) problems.push(problem);
    } else if (node.type === "html") {
      // Raw HTML is checked piece by piece, as written, so each removal points into the .md file.
      for (const removal of sanitizePostHtml(node.value).removals)
        problems.push({ offset: start + removal.offset, message: removal.message });
    } else if (node.type === "listItem" && typeof node.checked === "boolean") {
      problems.push({ offset: start, message: markdownHints.input ?? "" });
    } else if (node.type === "footnoteReference" || node.type === "footnoteDefinition") {
      problems.push({
        offset: start,
        message: "footnotes are not supported in post bodies: put the note in the text, or link to the source",
      });
    }
  });
  return problems;
}

const markdownHints: Record<string, string> = {
  h1: "a `# heading` is an <h1>, and the page already shows the title as h1: start sections with `##`",
  h5: "`#####` headings are deeper than a post body allows: use `##` to `####`",
  h6: "`######` headings are deeper than a post body allows: use `##` to `####`",
  input: "task-list checkboxes (`- [ ]`) are not allowed in a post body: write a plain list",
};

/** Every element the Markdown made, marked with its source offset as its first attribute. */
function markOffsets(node: HastRoot | HastNode) {
  if (node.type !== "root" && node.type !== "element") return;
  if (node.type === "element" && node.position?.start.offset !== undefined) {
    (node as Element).properties = { dataMd: node.position.start.offset, ...node.properties };
  }
  for (const child of node.children) markOffsets(child);
}

/**
 * What the sanitiser removed from the elements the Markdown made (a `javascript:` link, a `#` heading, an http
 * image), located by rendering again with each element's source offset on it. Raw HTML has no marks: it is
 * checked as written by `sourceProblems`.
 */
function renderedProblems(hast: HastRoot): Removal[] {
  markOffsets(hast);
  const marked = toHtml.stringify(hast);
  const problems: Removal[] = [];
  for (const removal of sanitizePostHtml(marked).removals) {
    if (marked.startsWith("data-md=", removal.offset)) continue;
    const tagStart = marked.lastIndexOf("<", removal.offset);
    const mark = /^<([a-z0-9]+) data-md="(\d+)"/.exec(marked.slice(tagStart, tagStart + 40));
    if (!mark) continue;
    problems.push({ offset: Number(mark[2]), message: markdownHints[mark[1] ?? ""] ?? removal.message });
  }
  return problems;
}

/** Markdown to sanitised HTML, with every problem located in the Markdown source. */
export function renderMarkdown(source: string): { html: string; removals: Removal[] } {
  const tree = parser.parse(source);
  const hast = toHtml.runSync(tree) as HastRoot;
  const { html, removals } = sanitizePostHtml(toHtml.stringify(hast));
  const problems = sourceProblems(source, tree);
  if (removals.length > 0) {
    // One problem per place: what the source shows explains what the sanitiser then removed there.
    const seen = new Set(problems.map((problem) => problem.offset));
    for (const problem of renderedProblems(hast)) {
      if (!seen.has(problem.offset)) problems.push(problem);
      seen.add(problem.offset);
    }
  }
  return { html, removals: problems.sort((a, b) => a.offset - b.offset) };
}
