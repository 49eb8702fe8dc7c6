// The optional challenge the form service verifies (site.json `challenge`): Cloudflare Turnstile or hCaptcha. Each
// provider's script, the form field its token is posted in, and the origins the CSP allows for it
// (docs/decisions/0059-application-spam-checks.md).

export type ChallengeProvider = "turnstile" | "hcaptcha";

export interface Challenge {
  provider: ChallengeProvider;
  siteKey: string;
  /** The provider's script, when not its own address (a local stand-in in tests). */
  script?: string | undefined;
}

interface ProviderFacts {
  /** The script as the provider documents it, for explicit rendering. */
  script: string;
  /** The form field the token travels in, which the form service reads. */
  tokenField: string;
  /** The origins the provider's CSP documentation lists, per directive. */
  origins: { script: string[]; frame: string[]; connect: string[]; style: string[] };
}

const hcaptchaOrigins = ["https://hcaptcha.com", "https://*.hcaptcha.com"];

export const challengeProviders: Record<ChallengeProvider, ProviderFacts> = {
  // developers.cloudflare.com/turnstile/reference/content-security-policy: script-src and frame-src.
  turnstile: {
    script: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
    tokenField: "cf-turnstile-response",
    origins: {
      script: ["https://challenges.cloudflare.com"],
      frame: ["https://challenges.cloudflare.com"],
      connect: [],
      style: [],
    },
  },
  // docs.hcaptcha.com (Content Security Policy): script-src, frame-src, style-src and connect-src.
  hcaptcha: {
    script: "https://js.hcaptcha.com/1/api.js?render=explicit",
    tokenField: "h-captcha-response",
    origins: { script: hcaptchaOrigins, frame: hcaptchaOrigins, connect: hcaptchaOrigins, style: hcaptchaOrigins },
  },
};

/** The address the widget's script is loaded from. */
export const challengeScript = (challenge: Challenge): string =>
  challenge.script ?? challengeProviders[challenge.provider].script;

/**
 * What the CSP adds for the challenge: the provider's documented origins, or exactly the origin of `script` when it
 * is set (a stand-in serves the script, the widget and its calls from one origin). Nothing without a challenge.
 */
export function challengeOrigins(challenge: Challenge | undefined): ProviderFacts["origins"] {
  if (!challenge) return { script: [], frame: [], connect: [], style: [] };
  if (!challenge.script) return challengeProviders[challenge.provider].origins;
  const origin = new URL(challenge.script).origin;
  return { script: [origin], frame: [origin], connect: [origin], style: [] };
}
