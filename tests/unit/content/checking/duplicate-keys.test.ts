// Keys written twice in one JSON object, found with their paths and both offsets.
import { describe, expect, it } from "vitest";
import { findDuplicateKeys } from "../../../../src/content/checking/duplicate-keys.ts";

describe("findDuplicateKeys", () => {
  const find = (json: string) =>
    findDuplicateKeys(json, JSON.parse(json)).map((d) => `${d.path.join(".")}@${d.offset}<${d.firstOffset}`);

  it("finds a repeated key at any depth, and in arrays of objects", () => {
    expect(find('{"a": 1, "b": {"c": 1, "c": 2}, "d": [{"e": 1}, {"e": 1, "e": 2}], "a": 3}')).toEqual([
      "b.c@23<15",
      "d.1.e@57<49",
      "a@67<1",
    ]);
  });

  it("is not fooled by keys or colons inside strings, escaped quotes, or the same key in sibling objects", () => {
    expect(find('{"a": "\\"b\\": 1", "c": "d\\\\", "e": {"a": 1}, "f": [{"a": 1}, {"a": 2}]}')).toEqual([]);
  });

  it("finds nothing when the value kept every key written, whatever colons the strings hold", () => {
    const json = '{"a": {"b": [1, {"c": 2}]}, "d": "e:f"}';
    expect(findDuplicateKeys(json, JSON.parse(json))).toEqual([]);
  });

  it("gives the key, its full field path and the offsets of both occurrences", () => {
    const json = '{"x": {"y": 1, "y": 2}}';
    expect(findDuplicateKeys(json, JSON.parse(json))).toEqual([
      { key: "y", path: ["x", "y"], offset: 15, firstOffset: 7 },
    ]);
  });
});
