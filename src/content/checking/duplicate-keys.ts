// Keys written twice in one JSON object. JSON.parse keeps the last without a word, so one value would be lost.
import { visit, type JSONPath } from "jsonc-parser";

export interface DuplicateKey {
  key: string;
  /** The field path of the second occurrence, and where the key is written, and where it was first written. */
  path: JSONPath;
  offset: number;
  firstOffset: number;
}

/** Keys in a JSON text: each string followed by a colon (in valid JSON, every `"` outside a string opens one). */
function keysWritten(json: string): number {
  let keys = 0;
  for (const match of json.matchAll(/"(?:[^"\\]|\\.)*"(\s*:)?/g)) if (match[1]) keys++;
  return keys;
}

/** Keys in a parsed value: fewer than written when a key was repeated. */
function keysKept(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + keysKept(item), 0);
  if (value && typeof value === "object")
    return Object.values(value).reduce((sum: number, item) => sum + 1 + keysKept(item), 0);
  return 0;
}

/**
 * Every repeated key in `json` (already parsed as `value`). Locating them takes a second, slower parse, done only
 * when the text has more keys than the value kept, so a file without a repeated key costs only the key count.
 */
export function findDuplicateKeys(json: string, value: unknown): DuplicateKey[] {
  if (keysWritten(json) === keysKept(value)) return [];
  const objects: Array<Map<string, number>> = [];
  const found: DuplicateKey[] = [];
  visit(json, {
    onObjectBegin: () => void objects.push(new Map()),
    onObjectEnd: () => void objects.pop(),
    onObjectProperty: (key, offset, _length, _line, _column, pathSupplier) => {
      const keys = objects.at(-1);
      const firstOffset = keys?.get(key);
      if (firstOffset !== undefined) found.push({ key, path: [...pathSupplier(), key], offset, firstOffset });
      else keys?.set(key, offset);
    },
  });
  return found;
}
