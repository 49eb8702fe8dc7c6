// The go-live check: every placeholder value and every sample item still in data/, with its position and what to put
// there. The build prints them; `--production` stops on them, so a deployed site never shares dead links, a stand-in
// founder or a claim the studio has not made. A fact the owner has not announced yet (`null`) is listed as
// information: the page says "not announced yet", and production accepts it.
import type { DataFile } from "../checking/checker.ts";
import { placeholderRules, type PlaceholderRule } from "./placeholder-rules.ts";
import { formatFieldPath, JsonSource, type JsonPath, type Problem } from "../checking/problems.ts";
import { sampleKind, sampleMarks } from "./sample-content.ts";

function* strings(value: unknown, path: JsonPath = []): Generator<[JsonPath, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, [...path, index]);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) if (key !== "$schema") yield* strings(item, [...path, key]);
  }
}

/** Every `null` (or empty) value: a fact the owner has not announced yet. */
function* notAnnounced(value: unknown, path: JsonPath = []): Generator<JsonPath> {
  if (value === null || value === "") yield path;
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* notAnnounced(item, [...path, index]);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* notAnnounced(item, [...path, key]);
  }
}

/** The advice for an endpoint without a challenge: a warning, listed, which production accepts (decision 59). */
export const endpointWithoutChallengeMessage =
  "applications go to this endpoint without a challenge: only the form's trap field and minimum time stop bots; " +
  "add `challenge` (Cloudflare Turnstile or hCaptcha, docs/going-live.md §3) and set its secret at the form service";

/** Whether data/site.json posts applications to an endpoint with no challenge for the form service to verify. */
function endpointWithoutChallenge(path: string, value: unknown): boolean {
  if (path !== "site.json" || !value || typeof value !== "object") return false;
  const site = value as { applicationEndpoint?: unknown; challenge?: unknown };
  return typeof site.applicationEndpoint === "string" && site.challenge === undefined;
}

const notAnnouncedMessage =
  'not announced yet: the page says so ("Not announced yet"); put the fact here once it is announced';

/**
 * The placeholders and sample marks in the JSON data files (schemas aside), in file order, as `severity` problems,
 * and the facts not announced yet as `info`.
 */
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
    const at = (path: JsonPath, message: string, level: Problem["severity"] = severity) => {
      source ??= new JsonSource(`${root}${file.path}`, file.text);
      inFile.push(source.problem(path, message, level));
    };
    for (const [path, text] of strings(value)) {
      const rule = rules.find((candidate) => candidate.matches(text, formatFieldPath(path)));
      if (rule) at(path, `"${text}" is ${rule.name}: put ${rule.replaceWith}`);
    }
    for (const path of sampleMarks(value)) {
      const kind = sampleKind(formatFieldPath(path.slice(0, -1)));
      at(path, `this is ${kind.name}, marked "sample": put ${kind.fix}`);
    }
    for (const path of notAnnounced(value)) at(path, notAnnouncedMessage, "info");
    if (endpointWithoutChallenge(file.path, value))
      at(["applicationEndpoint"], endpointWithoutChallengeMessage, "warning");
    found.push(...inFile.sort((a, b) => a.line - b.line || a.column - b.column));
  }
  return found;
}

/** Advice: listed with the go-live check, never stopping a build (an endpoint without a challenge). */
const isAdvice = (problem: Problem): boolean => problem.message === endpointWithoutChallengeMessage;

/**
 * Whether a go-live finding stops a production build: placeholders and sample items do; facts not announced and
 * advice do not.
 */
export const blocksGoLive = (problem: Problem): boolean => problem.severity !== "info" && !isAdvice(problem);

/**
 * The block the build prints: a heading, a line per placeholder or sample item, and what the production build does;
 * then the facts not announced yet, which the production build accepts.
 */
export function goLiveReport(found: readonly Problem[], format: (problem: Problem) => string): string {
  const blockers = found.filter(blocksGoLive);
  const pending = found.filter((problem) => problem.severity === "info");
  const advice = found.filter(isAdvice);
  const count = blockers.length;
  const lines = (problems: readonly Problem[]) => problems.map((problem) => `  ${format(problem)}`);
  return [
    ...(count > 0
      ? [
          `Go-live check: ${count} placeholder${count === 1 ? "" : "s"} and sample item${count === 1 ? "" : "s"} in the data, to replace before the site goes live (see docs/going-live.md):`,
          ...lines(blockers),
          "`npm run build -- --production` (the deploy workflow) fails until they are replaced.",
        ]
      : []),
    ...(pending.length > 0
      ? [
          `Go-live check: ${pending.length} fact${pending.length === 1 ? "" : "s"} not announced yet; the page says so, and the production build accepts ${pending.length === 1 ? "it" : "them"}:`,
          ...lines(pending),
        ]
      : []),
    ...(advice.length > 0 ? ["Go-live check: advice, which the production build accepts:", ...lines(advice)] : []),
  ].join("\n");
}
