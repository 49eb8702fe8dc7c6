// The go-live check: every placeholder value and every sample item still in data/, with its position and what to put
// there. The build prints them; `--production` stops on them, so a deployed site never shares dead links, a stand-in
// founder or a claim the studio has not made. A fact the owner has not announced yet (`null`) is listed as
// information: the page says "not announced yet", and production accepts it.
import type { DataFile } from "../checking/checker.ts";
import { placeholderRules, type PlaceholderRule } from "./placeholder-rules.ts";
import { formatFieldPath, JsonSource, LineIndex, type JsonPath, type Problem } from "../checking/problems.ts";
import { sampleKind, sampleMarks } from "./sample-content.ts";
import { findStandIns, formsFor, isAddress, type StandIn } from "./stand-in-grammar.ts";
import { bodyStandIns } from "./body-stand-ins.ts";
import { findTestOnlyValues } from "./test-only-values.ts";
import { isPostBody } from "../loading/data-files.ts";
import { splitFrontMatter } from "../blog/client/front-matter.ts";

function* strings(value: unknown, path: JsonPath = []): Generator<[JsonPath, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, [...path, index]);
  // Any other value: an object's entries; a number or a boolean has none.
  else if (value) {
    for (const [key, item] of Object.entries(value)) if (key !== "$schema") yield* strings(item, [...path, key]);
  }
}

/** Every `null`, empty or whitespace-only value: a fact not announced yet (the schemas read each as `null`). */
function* notAnnounced(value: unknown, path: JsonPath = []): Generator<JsonPath> {
  if (value === null || (typeof value === "string" && value.trim() === "")) yield path;
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* notAnnounced(item, [...path, index]);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* notAnnounced(item, [...path, key]);
  }
}

/** The advice for an endpoint without a challenge: a warning, listed, which production accepts (decision 59). */
const endpointWithoutChallengeMessage =
  "applications go to this endpoint without a challenge: only the form's trap field and minimum time stop bots; " +
  "add `challenge` (Cloudflare Turnstile or hCaptcha, docs/going-live.md §3) and set its secret at the form service";

/** Whether site.json (parsed) posts applications to an endpoint with no challenge for the form service to check. */
function endpointWithoutChallenge(value: unknown): boolean {
  const site = value as { applicationEndpoint?: unknown; challenge?: unknown } | null;
  return typeof site?.applicationEndpoint === "string" && site.challenge === undefined;
}

const notAnnouncedMessage =
  'not announced yet: the page says so ("Not announced yet"); put the fact here once it is announced';
/** A step's time left out: the page shows the step without one and says nothing of it (landing-copy.ts, stepView). */
const noStepTimeMessage =
  "not announced yet: the page shows this step without a time; put the time here once it is known";
const isStepTime = (path: JsonPath) => path.at(-1) === "time" && path.at(-3) === "steps";

/** The words around a stand-in found in a long text, for the message. */
function around(text: string, standIn: StandIn): string {
  if (text.length <= 120) return text;
  const start = Math.max(0, standIn.index - 50);
  const end = Math.min(text.length, standIn.index + standIn.match.length + 50);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).replace(/\s+/g, " ")}${end < text.length ? "…" : ""}`;
}

/** What the check says about a stand-in: the text, the stand-in in it, and what to put there. */
function standInMessage(text: string, standIn: StandIn): string {
  const { form, match } = standIn;
  if (match.trim() === text.trim()) return `"${text}" is ${form.name}: put ${form.fix}`;
  return `"${around(text, standIn)}" has ${form.name}, "${match}": put ${form.fix}`;
}

/** The offset of `index` inside the JSON string value at `offset`, when the file writes it without escapes. */
function offsetInValue(json: string, offset: number, text: string, index: number): number {
  const written = JSON.stringify(text);
  return json.startsWith(written, offset) && !written.slice(0, index + 1).includes("\\") ? offset + 1 + index : offset;
}

/** The findings of one JSON text (a data file, or a post's front matter), unsorted. */
function jsonFindings(
  value: unknown,
  source: () => JsonSource,
  at: (path: JsonPath, message: string, level?: Problem["severity"], offset?: number) => void,
  rules: readonly PlaceholderRule[],
  isSite: boolean,
): void {
  for (const [path, text] of strings(value)) {
    const rule = rules.find((candidate) => candidate.matches(text, formatFieldPath(path)));
    if (rule) {
      at(path, `"${text}" is ${rule.name}: put ${rule.replaceWith}`);
      continue;
    }
    // An address is reported at its value; a stand-in in prose where it stands.
    const address = isAddress(text);
    for (const standIn of findStandIns(text, formsFor(text))) {
      const start = source().offsetOf(path);
      const offset = address ? start : offsetInValue(source().text, start, text, standIn.index);
      at(path, standInMessage(text, standIn), undefined, offset);
    }
  }
  for (const path of sampleMarks(value)) {
    const kind = sampleKind(formatFieldPath(path.slice(0, -1)));
    at(path, `this is ${kind.name}, marked "sample": put ${kind.fix}`);
  }
  for (const path of notAnnounced(value)) at(path, isStepTime(path) ? noStepTimeMessage : notAnnouncedMessage, "info");
  if (!isSite) return;
  for (const { path, message } of findTestOnlyValues(value)) at(path, message);
  if (endpointWithoutChallenge(value)) at(["applicationEndpoint"], endpointWithoutChallengeMessage, "warning");
}

/** A post's body (Markdown or HTML) and where it starts in its file, after any front matter. */
interface Body {
  text: string;
  start: number;
}

/** The findings of a post's body, as `severity` problems, unsorted. */
function bodyFindings(
  file: DataFile,
  body: Body,
  severity: Problem["severity"],
  push: (problem: Problem) => void,
  root: string,
) {
  let lines: LineIndex | undefined;
  for (const standIn of bodyStandIns(body.text, file.path)) {
    lines ??= new LineIndex(file.text);
    const { line, column } = lines.position(body.start + standIn.index);
    const lineStart = body.text.lastIndexOf("\n", standIn.index) + 1;
    const lineEnd = body.text.indexOf("\n", standIn.index);
    const lineText = body.text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
    const inLine = { ...standIn, index: standIn.index - lineStart };
    push({
      severity,
      file: `${root}${file.path}`,
      line,
      column,
      field: "body",
      message: standInMessage(lineText, inLine),
    });
  }
}

/** The JSON of a data file or a post's front matter (unless it does not parse), and a post's body. */
function parts(file: DataFile): { json?: { text: string; value: unknown }; body?: Body } {
  const parse = (text: string) => {
    try {
      return { text, value: JSON.parse(text) as unknown };
    } catch {
      return undefined; // The data check reports broken JSON.
    }
  };
  if (file.path.endsWith(".json")) return { json: parse(file.text) };
  if (!isPostBody(file.path)) return {};
  const split = file.path.endsWith(".md") ? splitFrontMatter(file.text) : null;
  if (!split) return { body: { text: file.text, start: 0 } };
  return { json: parse(split.matter), body: { text: split.body, start: file.text.length - split.body.length } };
}

/**
 * The placeholders, stand-ins, test-only values and sample marks in the data files (schemas aside): every JSON file
 * and every post (front matter and body), in file order, as `severity` problems; and the facts not announced yet as
 * `info`.
 */
export function findPlaceholders(
  files: readonly DataFile[],
  root: string,
  severity: Problem["severity"] = "warning",
  rules: readonly PlaceholderRule[] = placeholderRules,
): Problem[] {
  const found: Problem[] = [];
  for (const file of files) {
    if (file.path.startsWith("schemas/") || file.unreadable) continue;
    const { json, body } = parts(file);
    const inFile: Problem[] = [];
    if (json) {
      let source: JsonSource | undefined;
      const sourceOf = () => (source ??= new JsonSource(`${root}${file.path}`, json.text));
      const at = (path: JsonPath, message: string, level: Problem["severity"] = severity, offset?: number) =>
        inFile.push(
          offset === undefined
            ? sourceOf().problem(path, message, level)
            : sourceOf().problemAt(offset, path, message, level),
        );
      jsonFindings(json.value, sourceOf, at, rules, file.path === "site.json");
    }
    if (body) bodyFindings(file, body, severity, (problem) => inFile.push(problem), root);
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
  const plural = (count: number, one: string, more: string) => (count === 1 ? one : more);
  const items = `placeholder${plural(count, "", "s")} and sample item${plural(count, "", "s")}`;
  const facts = `${pending.length} fact${plural(pending.length, "", "s")} not announced yet`;
  return [
    ...(count > 0
      ? [
          `Go-live check: ${count} ${items} in the data, to replace before the site goes live (see docs/going-live.md):`,
          ...lines(blockers),
          "`npm run build -- --production` (the deploy workflow) fails until they are replaced.",
        ]
      : []),
    ...(pending.length > 0
      ? [
          `Go-live check: ${facts}; each line says what the page shows meanwhile, and the production build accepts ${plural(pending.length, "it", "them")}:`,
          ...lines(pending),
        ]
      : []),
    ...(advice.length > 0 ? ["Go-live check: advice, which the production build accepts:", ...lines(advice)] : []),
  ].join("\n");
}
