// The Checker: one JSON file parsed and checked against its schema, every problem kept with its position.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Checker, findDuplicates } from "../../../../src/content/checking/checker.ts";

const schema = z.strictObject({ name: z.string(), count: z.number().optional() });

describe("Checker.check", () => {
  it("returns the value and its source for a valid file, and reports nothing", () => {
    const checker = new Checker("data/");
    const checked = checker.check({ path: "a.json", text: '{ "name": "x", "count": 2 }' }, schema);
    expect(checked?.value).toEqual({ name: "x", count: 2 });
    expect(checked?.source.file).toBe("data/a.json");
    expect(checker.problems).toEqual([]);
  });

  it("reports broken JSON at its position under the checker's root, and returns null", () => {
    const checker = new Checker("fixture/");
    expect(checker.check({ path: "a.json", text: '{\n  "name": "x",\n}' }, schema)).toBeNull();
    expect(checker.problems).toHaveLength(1);
    expect(checker.problems[0]).toMatchObject({ severity: "error", file: "fixture/a.json", line: 3 });
  });

  it("reports what the schema refuses at the field, and returns null", () => {
    const checker = new Checker("data/");
    expect(checker.check({ path: "a.json", text: '{\n  "name": 3\n}' }, schema)).toBeNull();
    expect(checker.problems.map((p) => [p.file, p.line, p.field])).toEqual([["data/a.json", 2, "name"]]);
  });

  it("refuses a value with a character no page or feed can carry, even when the schema accepts it", () => {
    const checker = new Checker("data/");
    expect(checker.check({ path: "a.json", text: '{ "name": "bell\\u0007" }' }, schema)).toBeNull();
    expect(checker.problems.map((p) => p.field)).toEqual(["name"]);
  });

  it("reports a file nested too deeply to read as a whole-file problem instead of overflowing the stack", () => {
    const checker = new Checker("data/");
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    expect(checker.check({ path: "deep.json", text: deep }, z.unknown())).toBeNull();
    expect(checker.problems).toEqual([
      expect.objectContaining({ file: "data/deep.json", line: 1, column: 1, field: "" }),
    ]);
    expect(checker.problems[0]?.message).toContain("nests lists or objects too deeply");
  });
});

describe("Checker.wholeFile", () => {
  it("records a problem at line 1, column 1 of the file, an error unless told", () => {
    const checker = new Checker("data/");
    checker.wholeFile("x.md", "no metadata file beside this body");
    checker.wholeFile("y.txt", "not a file the site reads", "warning");
    expect(checker.problems.map((p) => [p.severity, p.file, p.line, p.column])).toEqual([
      ["error", "data/x.md", 1, 1],
      ["warning", "data/y.txt", 1, 1],
    ]);
  });
});

describe("findDuplicates", () => {
  it("reports each later item that shares a key with the first, paired with that first", () => {
    const pairs: string[] = [];
    findDuplicates(
      ["a1", "b1", "a2", "c1", "a3", "b2"],
      (item) => item[0]!,
      (item, first) => pairs.push(`${item}<${first}`),
    );
    expect(pairs).toEqual(["a2<a1", "a3<a1", "b2<b1"]);
  });
});
