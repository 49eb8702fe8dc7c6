import { getLocation, parseTree, findNodeAtLocation, type Node as JsonNode, type ParseError, printParseErrorCode } from "jsonc-parser";

/** One thing a content maintainer must fix (error) or should look at (warning). */
export interface Problem {
  severity: "error" | "warning";
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
  return path.reduce<string>((out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${key}` : key), "");
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
  UnexpectedEndOfString: "a string is not closed (missing \")",
  InvalidSymbol: "unexpected character (strings need double quotes)",
  InvalidEscapeCharacter: "invalid escape in a string (write \\\\ for a backslash)",
  InvalidCharacter: "invalid character in a string (a raw line break? write \\n)",
};

/** A parsed JSON file that can answer "where in the text is this field?". */
export class JsonSource {
  readonly lines: LineIndex;
  private tree: JsonNode | undefined;
  constructor(readonly file: string, readonly text: string) {
    this.lines = new LineIndex(text);
  }

  /** Parses strictly; returns the value, or the syntax problems with their positions. */
  parse(): { ok: true; value: unknown } | { ok: false; problems: Problem[] } {
    try {
      return { ok: true, value: JSON.parse(this.text) };
    } catch {
      const errors: ParseError[] = [];
      parseTree(this.text, errors, { disallowComments: true, allowTrailingComma: false });
      const found: Array<ParseError | null> = errors.length > 0 ? errors : [null];
      return {
        ok: false,
        problems: found.map((error) => {
          const code = error ? printParseErrorCode(error.error) : "";
          const hint = syntaxHints[code] ?? "the file is not valid JSON";
          return this.problemAt(error?.offset ?? 0, [], `JSON syntax error: ${hint}`);
        }),
      };
    }
  }

  /** Offset of the value at `path`, or of the closest existing parent when the field is missing. */
  offsetOf(path: JsonPath, target: "value" | "key" = "value"): number {
    this.tree ??= parseTree(this.text, [], { disallowComments: true });
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

/** The path at an offset: used by tests to check that a reported line really holds the field. */
export function pathAtOffset(text: string, offset: number): JsonPath {
  return getLocation(text, offset).path;
}
