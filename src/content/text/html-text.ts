// Plain text from HTML read as a hast tree (src/content/body/body-tree.ts): entities are already decoded there.
import type { Nodes } from "hast";
import { toString } from "hast-util-to-string";

/** What `node` says, as one line: its text with each run of whitespace as one space, trimmed. */
export function plainText(node: Nodes): string {
  return toString(node).replace(/\s+/g, " ").trim();
}

/** The text of `node` with a space where each start and end tag was, so words in neighbouring elements stay apart. */
export function spacedText(node: Nodes): string {
  const parts: string[] = [];
  const walk = (parent: Nodes) => {
    if (!("children" in parent)) return;
    for (const child of parent.children) {
      if (child.type === "text") parts.push(child.value);
      else if (child.type === "element") {
        parts.push(" ");
        walk(child);
        parts.push(" ");
      }
    }
  };
  walk(node);
  return parts.join("");
}
