// Escaping text for the formats the build writes: HTML (text and double-quoted attribute values) and XML.
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
