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
        const hint = key === "content" ? "; the post body lives in the .html file beside this .json file" : suggestion(key, knownKeysAt(schema, path));
        problems.push(source.problemAt(source.keyOffset(path, key), [...path, key], `unknown key \`${key}\`${hint}`));
      }
    } else if (issue.code === "invalid_type" && input === undefined) {
      const field = path[path.length - 1];
      problems.push(source.problem(path, `missing required field \`${String(field)}\`: ${issue.message}`));
    } else if (issue.code === "invalid_union") {
      problems.push(source.problem(path, `${issue.message}, found ${show(input)}`));
    } else {
      problems.push(source.problem(path, `${issue.message}, found ${show(input)}`));
    }
  }
  return problems;
}
