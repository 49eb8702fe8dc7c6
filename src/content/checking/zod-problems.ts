// Zod's issues as problems at file:line:col, with the value found and the key meant when one is misspelled.
import { closest, distance } from "fastest-levenshtein";
import type { z } from "zod";
import type { JsonPath, JsonSource, Problem } from "./problems.ts";

type AnySchema = z.core.$ZodType;

/** The keys an object schema accepts at `path` (walking through arrays, optionals and pipes). */
function knownKeysAt(schema: AnySchema, path: JsonPath): string[] {
  let current: AnySchema | undefined = schema;
  for (const step of [...path, null]) {
    while (current) {
      const def = current._zod.def as { type: string; innerType?: AnySchema; in?: AnySchema };
      if (def.type === "optional" || def.type === "nullable" || def.type === "default") current = def.innerType;
      else if (def.type === "pipe") current = def.in;
      else break;
    }
    if (!current) return [];
    const def = current._zod.def as { type: string; shape?: Record<string, AnySchema>; element?: AnySchema };
    if (step === null) return def.type === "object" ? Object.keys(def.shape ?? {}) : [];
    current = typeof step === "number" ? def.element : def.shape?.[step];
  }
  return [];
}

function show(value: unknown): string {
  if (value === undefined) return "nothing";
  const json = JSON.stringify(value);
  if (json === undefined) return String(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
}

/** Appends what the file holds, unless the schema's message already says (`…, found an empty string`). */
function withFound(message: string, input: unknown): string {
  return /\bfound\b/.test(message) ? message : `${message}, found ${show(input)}`;
}

function suggestion(key: string, known: string[]): string {
  const candidates = known.filter((name) => name !== "$schema");
  if (candidates.length === 0) return "";
  const best = closest(key, candidates);
  return distance(key.toLowerCase(), best.toLowerCase()) <= Math.max(2, Math.floor(best.length / 3))
    ? `; did you mean \`${best}\`?`
    : `; allowed keys: ${candidates.join(", ")}`;
}

/** Turns Zod's issues into problems with positions, "found" values and near-miss key hints. */
export function zodIssuesToProblems(source: JsonSource, schema: AnySchema, issues: z.core.$ZodIssue[]): Problem[] {
  const problems: Problem[] = [];
  for (const issue of issues) {
    const path = issue.path.filter((key): key is string | number => typeof key !== "symbol");
    const input = (issue as { input?: unknown }).input;
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const hint =
          key === "content"
            ? "; the post body lives in the .md or .html file beside this .json file"
            : suggestion(key, knownKeysAt(schema, path));
        problems.push(source.problemAt(source.keyOffset(path, key), [...path, key], `unknown key \`${key}\`${hint}`));
      }
    } else if (input === undefined) {
      // JSON has no `undefined`: the key is absent (Zod calls a missing enum value `invalid_value`, not
      // `invalid_type`).
      const field = path[path.length - 1];
      // Zod's own wording ("Invalid input: expected object, received undefined") when the schema gives none.
      const expected =
        issue.code === "invalid_type" && issue.message.startsWith("Invalid input")
          ? `expected ${/^[aeiou]/.test(issue.expected) ? "an" : "a"} ${issue.expected}`
          : issue.message;
      problems.push(source.problem(path, `missing required field \`${String(field)}\`: ${expected}`));
    } else {
      problems.push(source.problem(path, withFound(issue.message, input)));
    }
  }
  return problems;
}
