// Escaping text for the formats the build writes: HTML (text and double-quoted attribute values), XML, and JSON
// inside an HTML <script> element.
import { escapeUTF8 } from "entities";

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** For HTML text and double-quoted attribute values: `&`, `<`, `>` and `"`, as the sanitiser writes them. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (char) => htmlEscapes[char]!);
}

/** For XML text and attribute values: the five characters XML reserves (`'` as `&apos;`). */
export function escapeXml(value: string): string {
  return escapeUTF8(value);
}

/** JSON already written by `JSON.stringify`, for a <script> element: `<` is escaped so it can never close it. */
export function escapeJsonForHtml(json: string): string {
  return json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
