// The landing file (data/landing.json): the home page's copy, its talk link and the founder's portrait files.
import { publicFileProblem } from "../checking/public-files.ts";
import type { LoadContext } from "../loading/load-context.ts";
import { warnOnSearchLink } from "../resources/load-resources.ts";
import { landingSchema, type LandingInput } from "../schemas/landing.ts";

/** The landing copy without its `$schema`, or undefined when the file is missing or has an error in its shape. */
export function loadLanding({ checker, file, publicFiles }: LoadContext): Omit<LandingInput, "$schema"> | undefined {
  const checked = file ? checker.check(file, landingSchema) : null;
  if (!checked) return undefined;
  const { value, source } = checked;
  warnOnSearchLink(checker, source, ["hero", "talk", "url"], value.hero.talk.url);
  for (const key of ["src", "fallback"] as const) {
    const problem = publicFileProblem(value.founder.portrait[key], publicFiles);
    if (problem) checker.problems.push(source.problem(["founder", "portrait", key], problem));
  }
  const { $schema: _schema, ...landing } = value;
  return landing;
}
