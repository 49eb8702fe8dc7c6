// The shared part of checking data files: one Checker collects every problem, with positions, for a data tree.
import type { z } from "zod";
import { JsonSource, type Problem } from "./problems.ts";
import { forbiddenInValue } from "./text-checks.ts";
import { zodIssuesToProblems } from "./zod-problems.ts";

/** A file under `data/`, path relative to it with `/` separators (e.g. `posts/intro.json`). */
export interface DataFile {
  path: string;
  text: string;
  /** Why the file was listed but not read (a symbolic link, no permission): the core reports it and skips the file. */
  unreadable?: string;
}

export class Checker {
  readonly problems: Problem[] = [];
  constructor(private readonly root: string) {}

  source(file: DataFile): JsonSource {
    return new JsonSource(`${this.root}${file.path}`, file.text);
  }

  /** Parses and checks one JSON file against its schema; returns the parsed value or null. */
  check<S extends z.ZodType>(file: DataFile, schema: S): { value: z.output<S>; source: JsonSource } | null {
    try {
      return this.checkParsed(file, schema);
    } catch (error) {
      // Parsers and walkers recurse: thousands of nested brackets exhaust the stack. Say so instead of crashing.
      if (!(error instanceof RangeError)) throw error;
      this.wholeFile(
        file.path,
        "the file nests lists or objects too deeply to read (thousands of levels): it is not a data file of this site; restore it",
      );
      return null;
    }
  }

  private checkParsed<S extends z.ZodType>(
    file: DataFile,
    schema: S,
  ): { value: z.output<S>; source: JsonSource } | null {
    const source = this.source(file);
    const parsed = source.parse();
    if (!parsed.ok) {
      this.problems.push(...parsed.problems);
      return null;
    }
    const characters = forbiddenInValue(parsed.value).map(({ path, message }) => source.problem(path, message));
    this.problems.push(...characters);
    const result = schema.safeParse(parsed.value, { reportInput: true });
    if (!result.success) {
      this.problems.push(...zodIssuesToProblems(source, schema, result.error.issues));
      return null;
    }
    return characters.length > 0 ? null : { value: result.data, source };
  }

  wholeFile(path: string, message: string, severity: Problem["severity"] = "error") {
    this.problems.push({ severity, file: `${this.root}${path}`, line: 1, column: 1, field: "", message });
  }
}

/** Reports the second of two items that share a key, pointing at the field in the second one. */
export function findDuplicates<T>(items: T[], key: (item: T) => string, report: (item: T, first: T) => void) {
  const seen = new Map<string, T>();
  for (const item of items) {
    const first = seen.get(key(item));
    if (first) report(item, first);
    else seen.set(key(item), item);
  }
}
