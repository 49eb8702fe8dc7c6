// What one link check's answer means: dead (the page is gone: 404, 410, no such host), unverifiable (the site refused
// the checker: 999, 429, a bot wall's 403), or working (docs/decisions/0072-links-dead-or-unverifiable.md).
import type { LinkResult } from "linkinator";

export type LinkVerdict = { kind: "ok" } | { kind: "dead" | "unverifiable"; status: string };

/**
 * Headers that say a bot wall answered, not the page: Cloudflare (its server name, `cf-mitigated`), Akamai, DataDome,
 * AWS WAF, Imperva/Incapsula, Sucuri, DDoS-Guard.
 */
const botWallHeaders = [
  "cf-mitigated",
  "cf-ray",
  "akamai-grn",
  "x-datadome",
  "x-amzn-waf-action",
  "x-iinfo",
  "x-sucuri-id",
];
const botWallServers = /cloudflare|akamai|datadome|incapsula|sucuri|ddos-guard/i;

type Answer = { status: number; headers: Record<string, string> };

function lastAnswer(result: LinkResult): Answer | undefined {
  const answers = (result.failureDetails ?? []).filter((detail): detail is Answer => !(detail instanceof Error));
  return answers.at(-1);
}

function isBotWall(answer: Answer | undefined): boolean {
  if (!answer) return false;
  const headers = Object.fromEntries(
    Object.entries(answer.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return botWallHeaders.some((name) => name in headers) || botWallServers.test(headers.server ?? "");
}

/** Why a request got no answer at all, from the error's code (a DNS failure, a refused connection, a timeout). */
function noAnswerReason(result: LinkResult): string {
  const errors = (result.failureDetails ?? []).filter((detail): detail is Error => detail instanceof Error);
  const codes = errors.map((error) => String((error.cause as { code?: unknown } | undefined)?.code ?? error.name));
  if (codes.some((code) => code === "ENOTFOUND" || code === "EAI_AGAIN")) return "no-answer (no such host)";
  if (codes.includes("ECONNREFUSED")) return "no-answer (connection refused)";
  if (codes.some((code) => code === "TimeoutError" || code === "AbortError")) return "no-answer (timed out)";
  return "no-answer";
}

/** The verdict on one of linkinator's results. */
export function linkVerdict(result: LinkResult): LinkVerdict {
  if (result.state !== "BROKEN") return { kind: "ok" };
  const status = result.status ?? 0;
  if (status === 999) return { kind: "unverifiable", status: "999 (the site refuses link checkers)" };
  if (status === 429)
    return { kind: "unverifiable", status: "429 (too many requests: the site asked the checker to wait)" };
  if (status === 403 && isBotWall(lastAnswer(result)))
    return { kind: "unverifiable", status: "403 (a bot wall answered, not the page)" };
  if (status === 0) return { kind: "dead", status: noAnswerReason(result) };
  return { kind: "dead", status: String(status) };
}
