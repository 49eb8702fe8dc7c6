// Positions of problems: line and column of an offset, field paths, and where a field sits in a JSON file.
import { describe, expect, it } from "vitest";
import { formatFieldPath, JsonSource, LineIndex } from "../../../../src/content/checking/problems.ts";
import { pathAtOffset } from "../../support/json-path.ts";

describe("LineIndex", () => {
  const index = new LineIndex("ab\ncd\n\nefg");

  it("maps offsets to 1-based lines and columns", () => {
    expect(index.position(0)).toEqual({ line: 1, column: 1 });
    expect(index.position(1)).toEqual({ line: 1, column: 2 });
    expect(index.position(3)).toEqual({ line: 2, column: 1 });
    expect(index.position(4)).toEqual({ line: 2, column: 2 });
    expect(index.position(6)).toEqual({ line: 3, column: 1 });
    expect(index.position(9)).toEqual({ line: 4, column: 3 });
  });

  it("puts a newline on the line it ends", () => {
    expect(index.position(2)).toEqual({ line: 1, column: 3 });
  });

  it("counts lines the same way in Windows (CRLF) files", () => {
    expect(new LineIndex("a\r\nbc").position(4)).toEqual({ line: 2, column: 2 });
  });
});

describe("formatFieldPath", () => {
  it("writes keys with dots and indexes in brackets", () => {
    expect(formatFieldPath(["categories", 2, "videos", 3, "link"])).toBe("categories[2].videos[3].link");
    expect(formatFieldPath(["title"])).toBe("title");
    expect(formatFieldPath([0, "name"])).toBe("[0].name");
    expect(formatFieldPath([])).toBe("");
  });
});

describe("JsonSource", () => {
  const text = [
    "{",
    '  "title": "A",',
    '  "categories": [',
    '    { "name": "x", "videos": [{ "link": "y" }] }',
    "  ]",
    "}",
  ].join("\n");
  const source = new JsonSource("data/x.json", text);

  it("parses valid JSON to its value", () => {
    expect(source.parse()).toEqual({
      ok: true,
      value: { title: "A", categories: [{ name: "x", videos: [{ link: "y" }] }] },
    });
  });

  it("finds the offset of a nested field's value", () => {
    const offset = source.offsetOf(["categories", 0, "videos", 0, "link"]);
    expect(text.slice(offset, offset + 3)).toBe('"y"');
    expect(source.problem(["categories", 0, "name"], "m")).toMatchObject({
      line: 4,
      column: 15,
      field: "categories[0].name",
      file: "data/x.json",
      severity: "error",
    });
  });

  it("finds the offset of a key, for unknown-key problems", () => {
    const offset = source.keyOffset(["categories", 0], "videos");
    expect(text.slice(offset, offset + 8)).toBe('"videos"');
  });

  it("falls back to the closest existing parent for a missing field", () => {
    const offset = source.offsetOf(["categories", 0, "description"]);
    expect(text.slice(offset, offset + 9)).toBe('{ "name":');
    expect(pathAtOffset(text, offset + 3)).toEqual(["categories", 0, "name"]);
  });

  it.each([
    ["a missing comma", '{\n  "a": 1\n  "b": 2\n}', 3, 3, "a comma between two values or properties is missing"],
    ["a trailing comma", '{\n  "a": 1,\n}', 3, 1, "is there a trailing comma before this?"],
    ["a comment", '{\n  // note\n  "a": 1\n}', 2, 3, "comments are not allowed in JSON"],
    ["single quotes", "{\n  'a': 1\n}", 2, 3, "strings need double quotes"],
    ["an unclosed string", '{\n  "a": "x\n}', 2, 8, 'a string is not closed (missing ")'],
    [
      "an unescaped quote inside a string",
      '{\n  "title": "He said "hi" today",\n  "b": 1\n}',
      2,
      22,
      "unexpected character",
    ],
    ["a missing closing brace", '{\n  "a": {\n    "b": 1\n  }\n', 5, 1, "a closing } is missing"],
  ])("reports %s as one syntax error with its line and column", (_what, json, line, column, hint) => {
    const parsed = new JsonSource("f.json", json).parse();
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]).toMatchObject({ severity: "error", file: "f.json", line, column, field: "" });
    expect(parsed.problems[0]?.message).toMatch(/^JSON syntax error: /);
    expect(parsed.problems[0]?.message).toContain(hint);
  });

  it("reports each of two separate syntax errors in one file", () => {
    const parsed = new JsonSource("f.json", '{\n  "a": 1\n  "b": 2\n  "c": 3\n}').parse();
    expect(parsed.ok === false && parsed.problems.map((p) => p.line)).toEqual([3, 4]);
  });

  it("accepts a byte-order mark and still reports positions in the file as written", () => {
    const withBom = '\uFEFF{\n  "a": 1,\n  "b": true\n}';
    const bomSource = new JsonSource("f.json", withBom);
    expect(bomSource.parse()).toEqual({ ok: true, value: { a: 1, b: true } });
    expect(bomSource.problem(["b"], "m")).toMatchObject({ line: 3, column: 8 });
  });
});
