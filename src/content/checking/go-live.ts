// The go-live check: every placeholder value and every sample item still in data/, with its position and what to put
// there. The build prints them; `--production` stops on them, so a deployed site never shares dead links, a stand-in
// founder or a claim the studio has not made.
import type { DataFile } from "./checker.ts";
import { placeholderRules, type PlaceholderRule } from "./placeholder-rules.ts";
import { formatFieldPath, JsonSource, type JsonPath, type Problem } from "./problems.ts";
import { sampleKind, sampleMarks } from "./sample-content.ts";

function* strings(value: unknown, path: JsonPath = []): Generator<[JsonPath, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, [...path, index]);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) if (key !== "$schema") yield* strings(item, [...path, key]);
  }
}

/** The placeholders and sample marks in the JSON data files (schemas aside), in file order, as `severity` problems. */
export function findPlaceholders(
  files: readonly DataFile[],
  root: string,
  severity: Problem["severity"] = "warning",
  rules: readonly PlaceholderRule[] = placeholderRules,
): Problem[] {
  const found: Problem[] = [];
  for (const file of files) {
    if (!file.path.endsWith(".json") || file.path.startsWith("schemas/")) continue;
    let value: unknown;
    try {
      value = JSON.parse(file.text);
    } catch {
      continue; // The data check reports broken JSON.
    }
    const inFile: Problem[] = [];
    let source: JsonSource | undefined;
    const at = (path: JsonPath, message: string) => {
      source ??= new JsonSource(`${root}${file.path}`, file.text);
      inFile.push(source.problem(path, message, severity));
    };
    for (const [path, text] of strings(value)) {
      const rule = rules.find((candidate) => candidate.matches(text, formatFieldPath(path)));
      if (rule) at(path, `"${text}" is ${rule.name}: put ${rule.replaceWith}`);
    }
    for (const path of sampleMarks(value)) {
      const kind = sampleKind(formatFieldPath(path.slice(0, -1)));
      at(path, `this is ${kind.name}, marked "sample": put ${kind.fix}`);
    }
    found.push(...inFile.sort((a, b) => a.line - b.line || a.column - b.column));
  }
  return found;
}

/** The block the build prints: a heading, a line per placeholder or sample item, and what the production build does. */
export function goLiveReport(placeholders: readonly Problem[], format: (problem: Problem) => string): string {
  const count = placeholders.length;
  return [
    `Go-live check: ${count} placeholder${count === 1 ? "" : "s"} and sample item${count === 1 ? "" : "s"} in the data, to replace before the site goes live (see docs/going-live.md):`,
    ...placeholders.map((problem) => `  ${format(problem)}`),
    "`npm run build -- --production` (the deploy workflow) fails until they are replaced.",
  ].join("\n");
}
