// A problem in a data file and where it is: field paths, line and column of an offset, and the JSON source.
import {
  parseTree,
  findNodeAtLocation,
  type Node as JsonNode,
  type ParseError,
  printParseErrorCode,
} from "jsonc-parser";
import { findDuplicateKeys } from "./duplicate-keys.ts";

/** One thing a content maintainer must fix (error), should look at (warning), or may like to know (info). */
export interface Problem {
  severity: "error" | "warning" | "info";
  /** Path relative to the project root, e.g. `data/posts/intro.json`. */
  file: string;
  line: number;
  column: number;
  /** Field path such as `videos[3].link`; empty for whole-file problems. */
  field: string;
  message: string;
}

export type JsonPath = ReadonlyArray<string | number>;

/** Formats `["categories", 2, "videos", 3, "link"]` as `categories[2].videos[3].link`. */
export function formatFieldPath(path: JsonPath): string {
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${key}` : key),
    "",
  );
}

/** Maps character offsets in a text to 1-based line and column numbers. */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }
  position(offset: number): { line: number; column: number } {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (this.starts[low] ?? 0) + 1 };
  }
}

const syntaxHints: Record<string, string> = {
  CommaExpected: "a comma between two values or properties is missing",
  PropertyNameExpected: "a property name in double quotes was expected (is there a trailing comma before this?)",
  ValueExpected: "a value was expected (is there a trailing comma, or a missing value?)",
  ColonExpected: "a colon after the property name is missing",
  CloseBraceExpected: "a closing } is missing",
  CloseBracketExpected: "a closing ] is missing",
  EndOfFileExpected: "unexpected text after the end of the JSON value",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfString: 'a string is not closed (missing ")',
  InvalidSymbol: "unexpected character (strings need double quotes)",
  InvalidEscapeCharacter: "invalid escape in a string (write \\\\ for a backslash)",
  InvalidCharacter: "invalid character in a string (a raw line break? write \\n)",
};

/** Errors inside a token (a stray quote, an unclosed string): the parser cannot tell where the next token starts. */
const brokenTokenErrors = new Set([
  "InvalidSymbol",
  "UnexpectedEndOfString",
  "InvalidCharacter",
  "InvalidEscapeCharacter",
  "InvalidUnicode",
  "InvalidNumberFormat",
]);

/** A parsed JSON file that can answer "where in the text is this field?". */
export class JsonSource {
  readonly lines: LineIndex;
  private tree: JsonNode | undefined;
  /** The text as parsed: a byte-order mark (some Windows editors add one) becomes a space, so offsets still match. */
  private readonly json: string;
  constructor(
    readonly file: string,
    readonly text: string,
  ) {
    this.lines = new LineIndex(text);
    this.json = text.startsWith("\uFEFF") ? ` ${text.slice(1)}` : text;
  }

  /** Parses strictly; returns the value, or the syntax problems with their positions. */
  parse(): { ok: true; value: unknown } | { ok: false; problems: Problem[] } {
    try {
      const value: unknown = JSON.parse(this.json);
      const duplicates = this.duplicateKeys(value);
      return duplicates.length > 0 ? { ok: false, problems: duplicates } : { ok: true, value };
    } catch {
      const errors: ParseError[] = [];
      parseTree(this.json, errors, { disallowComments: true, allowTrailingComma: false });
      const problems: Problem[] = [];
      for (const error of errors) {
        const code = printParseErrorCode(error.error);
        const problem = this.problemAt(
          error.offset,
          [],
          `JSON syntax error: ${syntaxHints[code] ?? "the file is not valid JSON"}`,
        );
        // One slip often yields several parser errors on its line (a trailing comma: "property name expected" and
        // "value expected"); the first explains it. After a broken token the parser's later errors are guesses.
        const previous = problems.at(-1);
        if (previous?.line !== problem.line) problems.push(problem);
        if (brokenTokenErrors.has(code)) break;
      }
      return {
        ok: false,
        problems:
          problems.length > 0 ? problems : [this.problemAt(0, [], "JSON syntax error: the file is not valid JSON")],
      };
    }
  }

  /** A key written twice in one object: JSON.parse keeps the last silently, so one of the two values would be lost. */
  private duplicateKeys(value: unknown): Problem[] {
    return findDuplicateKeys(this.json, value).map(({ key, path, offset, firstOffset }) =>
      this.problemAt(
        offset,
        path,
        `duplicate key \`${key}\`: this object has it on line ${this.lines.position(firstOffset).line} too, ` +
          "and JSON would keep only this one; delete one of the two",
      ),
    );
  }

  /** Offset of the value at `path`, or of the closest existing parent when the field is missing. */
  offsetOf(path: JsonPath, target: "value" | "key" = "value"): number {
    this.tree ??= parseTree(this.json, [], { disallowComments: true });
    if (!this.tree) return 0;
    for (let depth = path.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(this.tree, [...path.slice(0, depth)]);
      if (!node) continue;
      if (target === "key" && depth === path.length && node.parent?.type === "property") {
        return node.parent.offset;
      }
      return node.offset;
    }
    return 0;
  }

  /** Offset of the key `key` inside the object at `path` (for unknown-key problems). */
  keyOffset(path: JsonPath, key: string): number {
    return this.offsetOf([...path, key], "key");
  }

  problemAt(offset: number, path: JsonPath, message: string, severity: Problem["severity"] = "error"): Problem {
    const { line, column } = this.lines.position(offset);
    return { severity, file: this.file, line, column, field: formatFieldPath(path), message };
  }

  problem(path: JsonPath, message: string, severity: Problem["severity"] = "error"): Problem {
    return this.problemAt(this.offsetOf(path), path, message, severity);
  }
}
