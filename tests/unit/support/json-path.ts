// The JSON path at an offset of a file's text, read by jsonc-parser: tests check that a reported line holds the field.
import { getLocation } from "jsonc-parser";
import type { JsonPath } from "../../../src/content/checking/problems.ts";

export function pathAtOffset(text: string, offset: number): JsonPath {
  return getLocation(text, offset).path;
}
