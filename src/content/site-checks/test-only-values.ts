// Values in data/site.json that only a test should have: a challenge script from anywhere but the provider, a
// secret-shaped or published test key as the challenge's site key (it ships in the page's JavaScript), and an
// endpoint or form action that is not https. The go-live check lists them; production refuses them.
import type { JsonPath } from "../checking/problems.ts";

/** One value a production site must not have: where it is and what is wrong with it. */
export interface TestOnlyValue {
  path: JsonPath;
  message: string;
}

/** The origins each provider serves its challenge script from (Turnstile and hCaptcha documentation). */
const challengeOrigins: Readonly<Record<string, readonly string[]>> = {
  turnstile: ["https://challenges.cloudflare.com"],
  hcaptcha: ["https://js.hcaptcha.com", "https://hcaptcha.com"],
};

/** The providers' published test keys: Turnstile's dummy site and secret keys, hCaptcha's test site keys. */
const testKeys = [/^[123]x0{20}(?:AA|AB|BB|FF)$/, /^[123]x0{31}AA$/, /^[123]0{7}-f{4}-f{4}-f{4}-0{11}[123]$/];

/**
 * The secret keys' documented shapes: hCaptcha's `0x` and 40 hex digits (or `ES_` and hex), its test secret among
 * them; a Turnstile `0x…` key longer than a site key's 32 characters.
 */
const secretKeys = [/^0x[0-9a-f]{40}$/i, /^ES_[0-9a-f]{32,}$/i, /^0x[\w-]{33,}$/];

/** Addresses the browser posts or loads from: each must be https on a public host. */
const endpoints: readonly JsonPath[] = [
  ["applicationEndpoint"],
  ["newsletter", "form", "action"],
  ["analytics", "script"],
  ["challenge", "script"],
  ["bookingUrl"],
];

const at = (value: unknown, path: JsonPath): unknown =>
  path.reduce<unknown>((inner, key) => (inner && typeof inner === "object" ? (inner as never)[key] : undefined), value);

/** Why `key` cannot be a production site key, or undefined when it can. */
function keyProblem(key: string): string | undefined {
  if (testKeys.some((pattern) => pattern.test(key)))
    return `"${key}" is one of the provider's published test keys, which every bot passes: put the site key of your own widget`;
  if (secretKeys.some((pattern) => pattern.test(key)))
    return (
      `"${key}" has the shape of a secret key, which would ship in the page's JavaScript: rotate that secret at the ` +
      "provider, and put the widget's site key here (the secret goes to the form service only)"
    );
  return undefined;
}

/** Why `address` cannot be where a production page posts or loads from, or undefined when it can. */
function endpointProblem(address: string): string | undefined {
  if (!URL.canParse(address)) return undefined; // The schema reports it.
  if (new URL(address).protocol !== "https:")
    return `"${address}" is not https: a local test server's address; put the service's https address`;
  return undefined;
}

/** Why the challenge's `script` is not the provider's own, or undefined when it is. */
function scriptProblem(provider: string, script: string): string | undefined {
  const allowed = challengeOrigins[provider] ?? [];
  if (!URL.canParse(script) || allowed.includes(new URL(script).origin)) return undefined;
  return (
    `"${script}" serves the challenge from ${new URL(script).origin}, not the provider's ${allowed.join(" or ")}: ` +
    "the CSP would trust that whole origin; remove `script` (it is for tests), and the provider's own script is used"
  );
}

/** Every value of data/site.json (parsed) that only a test should have. */
export function findTestOnlyValues(site: unknown): TestOnlyValue[] {
  const found: TestOnlyValue[] = [];
  for (const path of endpoints) {
    const value = at(site, path);
    const problem = typeof value === "string" ? endpointProblem(value) : undefined;
    if (problem) found.push({ path, message: problem });
  }
  const provider = at(site, ["challenge", "provider"]);
  const script = at(site, ["challenge", "script"]);
  if (typeof provider === "string" && typeof script === "string") {
    const problem = scriptProblem(provider, script);
    if (problem) found.push({ path: ["challenge", "script"], message: problem });
  }
  const key = at(site, ["challenge", "siteKey"]);
  const problem = typeof key === "string" ? keyProblem(key) : undefined;
  if (problem) found.push({ path: ["challenge", "siteKey"], message: problem });
  return found;
}
