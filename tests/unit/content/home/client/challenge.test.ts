// The challenge's providers: the documented script, token field and CSP origins, or exactly a stand-in's origin.
import { describe, expect, it } from "vitest";
import { challengeOrigins, challengeScript } from "../../../../../src/content/home/client/challenge.ts";
import { contentSecurityPolicy } from "../../../../../src/content/outputs/content-security-policy.ts";

describe("the challenge in the CSP", () => {
  it("adds nothing without a challenge: the policy is the one without it, with no frame-src", () => {
    const policy = contentSecurityPolicy([], [], [], [], [], challengeOrigins(undefined));
    expect(policy).toBe(contentSecurityPolicy());
    expect(policy).not.toContain("frame-src");
  });

  it("Turnstile: exactly challenges.cloudflare.com for scripts and frames, as Cloudflare documents", () => {
    const turnstile = { provider: "turnstile", siteKey: "1x00000000000000000000AA" } as const;
    expect(challengeScript(turnstile)).toBe("https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit");
    const policy = contentSecurityPolicy([], [], ["https://formspree.io"], [], [], challengeOrigins(turnstile));
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' https://challenges.cloudflare.com; style-src 'self'; img-src 'self'; " +
        "font-src 'self'; connect-src 'self' https://formspree.io; frame-src 'self' https://challenges.cloudflare.com; " +
        "manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'",
    );
  });

  it("hCaptcha: hcaptcha.com and its subdomains for scripts, styles, connections and frames, as hCaptcha documents", () => {
    const hcaptcha = { provider: "hcaptcha", siteKey: "10000000-ffff-ffff-ffff-000000000001" } as const;
    expect(challengeScript(hcaptcha)).toBe("https://js.hcaptcha.com/1/api.js?render=explicit");
    const hosts = "https://hcaptcha.com https://*.hcaptcha.com";
    expect(contentSecurityPolicy([], [], ["https://formspree.io"], [], [], challengeOrigins(hcaptcha))).toBe(
      `default-src 'self'; script-src 'self' ${hosts}; style-src 'self' ${hosts}; img-src 'self'; font-src 'self'; ` +
        `connect-src 'self' https://formspree.io ${hosts}; frame-src 'self' ${hosts}; manifest-src 'self'; ` +
        "object-src 'none'; base-uri 'none'; form-action 'self'",
    );
  });

  it("a stand-in script: exactly its origin for scripts, connections and frames, in place of the provider's", () => {
    const standIn = { provider: "turnstile", siteKey: "stand-in-key", script: "http://127.0.0.1:4362/api.js" } as const;
    expect(challengeScript(standIn)).toBe("http://127.0.0.1:4362/api.js");
    expect(challengeOrigins(standIn)).toEqual({
      script: ["http://127.0.0.1:4362"],
      frame: ["http://127.0.0.1:4362"],
      connect: ["http://127.0.0.1:4362"],
      style: [],
    });
  });
});
