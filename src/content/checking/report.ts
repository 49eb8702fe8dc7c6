// Problems as the terminal and GitHub show them: one line each, an annotation each, and the summary.
import type { Problem } from "./problems.ts";

/** `data/posts/a.json:12:5  error  videos[3].link  expected …` — clickable in editors and terminals. */
export function formatProblem(problem: Problem): string {
  const field = problem.field ? `  ${problem.field}` : "";
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.severity}${field}  ${problem.message}`;
}

function escapeAnnotation(value: string, property = false): string {
  const escaped = value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  return property ? escaped.replace(/:/g, "%3A").replace(/,/g, "%2C") : escaped;
}

/** A GitHub Actions workflow command, so the problem shows on the pull request's diff. */
export function githubAnnotation(problem: Problem): string {
  const message = problem.field ? `${problem.field}: ${problem.message}` : problem.message;
  const command = problem.severity === "info" ? "notice" : problem.severity;
  return `::${command} file=${escapeAnnotation(problem.file, true)},line=${problem.line},col=${problem.column}::${escapeAnnotation(message)}`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The one-line summary; `strict` counts warnings as failures. */
export function summarize(problems: Problem[], strict: boolean): { line: string; failed: boolean } {
  const errors = problems.filter((p) => p.severity === "error").length;
  const warnings = problems.filter((p) => p.severity === "warning").length;
  const files = new Set(problems.map((p) => p.file)).size;
  const failed = errors > 0 || (strict && warnings > 0);
  if (problems.length === 0) return { line: "Data is valid: no problems found.", failed };
  const counts = `${plural(errors, "error")} and ${plural(warnings, "warning")} in ${plural(files, "file")}`;
  return {
    line: failed
      ? `Data check failed: ${counts}${strict && errors === 0 ? " (--strict fails on warnings)" : ""}.`
      : `Data is valid, with ${counts}.`,
    failed,
  };
}
