// Values only a test should have: each key shape and origin the providers document, and the real values left alone.
import { describe, expect, it } from "vitest";
import { findTestOnlyValues } from "../../../../src/content/site-checks/test-only-values.ts";
import { formatFieldPath } from "../../../../src/content/checking/problems.ts";

/** The messages the check gives at `field` of `site`, one a line, or undefined when it gives none there. */
const messagesAt = (site: unknown, field: string): string | undefined =>
  findTestOnlyValues(site)
    .filter((one) => formatFieldPath(one.path) === field)
    .map((one) => one.message)
    .join("\n") || undefined;
const keyProblem = (key: string) =>
  messagesAt({ challenge: { provider: "turnstile", siteKey: key } }, "challenge.siteKey");
const endpointProblem = (address: string) => messagesAt({ applicationEndpoint: address }, "applicationEndpoint");
const scriptProblem = (provider: string, script: string) =>
  messagesAt({ challenge: { provider, script } }, "challenge.script");

describe("test-only values", () => {
  it("refuses the providers' published test keys (Turnstile's dummy site and secret keys, hCaptcha's test site keys)", () => {
    for (const key of [
      "1x00000000000000000000AA",
      "2x00000000000000000000AB",
      "1x00000000000000000000BB",
      "2x00000000000000000000BB",
      "3x00000000000000000000FF",
      "1x0000000000000000000000000000000AA",
      "2x0000000000000000000000000000000AA",
      "3x0000000000000000000000000000000AA",
      "10000000-ffff-ffff-ffff-000000000001",
      "20000000-ffff-ffff-ffff-000000000002",
      "30000000-ffff-ffff-ffff-000000000003",
    ])
      expect(keyProblem(key), key).toContain("published test keys");
  });

  it("refuses a key in a secret key's shape: hCaptcha's 0x and 40 hex digits or ES_, a Turnstile 0x key over 32 characters", () => {
    for (const key of [
      "0x0000000000000000000000000000000000000000",
      "0xABCDEF0123456789abcdef0123456789ABCDEF01",
      "ES_0123456789abcdef0123456789abcdef",
      "0x4AAAAAAAAbCdEfGhIjKlMnOpQrStUvWxYz",
    ])
      expect(keyProblem(key), key).toContain("shape of a secret key");
  });

  it("accepts real site keys", () => {
    for (const key of [
      "0x4AAAAAAAexample",
      "0x4AAAAAAABkMYinukE8nzYS",
      "0x4AAF00AAAABn0R22HWm-YUc12345678",
      "a3d5e7f9-1b2c-4d5e-8f90-123456789abc",
      "10000000-ffff-ffff-ffff-000000000004",
      "4x00000000000000000000AA",
      "0x4AAAAAAA",
    ])
      expect(keyProblem(key), key).toBeUndefined();
  });

  it("refuses an endpoint that is not https, and leaves https and unparsable values (the schema's) alone", () => {
    expect(endpointProblem("http://formspree.io/f/abc")).toContain("is not https");
    expect(endpointProblem("http://127.0.0.1:8080/apply")).toContain("is not https");
    expect(endpointProblem("https://formspree.io/f/abc")).toBeUndefined();
    expect(endpointProblem("not a url")).toBeUndefined();
  });

  it("refuses a challenge script from any origin but the provider's own", () => {
    expect(scriptProblem("turnstile", "https://challenges.cloudflare.com/turnstile/v0/api.js")).toBeUndefined();
    expect(scriptProblem("hcaptcha", "https://js.hcaptcha.com/1/api.js")).toBeUndefined();
    expect(scriptProblem("hcaptcha", "https://hcaptcha.com/1/api.js")).toBeUndefined();
    expect(scriptProblem("turnstile", "https://cdn.jsdelivr.net/npm/x/api.js")).toContain(
      "not the provider's https://challenges.cloudflare.com",
    );
    expect(scriptProblem("hcaptcha", "https://challenges.cloudflare.com/turnstile/v0/api.js")).toContain(
      "https://js.hcaptcha.com or https://hcaptcha.com",
    );
    expect(scriptProblem("turnstile", "http://challenges.cloudflare.com/api.js")).toContain("not the provider's");
    expect(scriptProblem("other", "https://challenges.cloudflare.com/api.js")).toContain("not the provider's");
    expect(scriptProblem("turnstile", "nonsense")).toBeUndefined();
  });

  it("reads every endpoint of site.json, the challenge's script and its key", () => {
    const site = {
      applicationEndpoint: "http://127.0.0.1:8080/apply",
      newsletter: { form: { action: "http://localhost/subscribe" } },
      analytics: { script: "http://localhost:9000/script.js" },
      bookingUrl: "http://cal.com/studio",
      challenge: {
        provider: "hcaptcha",
        siteKey: "10000000-ffff-ffff-ffff-000000000001",
        script: "http://localhost/x.js",
      },
    };
    expect(findTestOnlyValues(site).map((one) => formatFieldPath(one.path))).toEqual([
      "applicationEndpoint",
      "newsletter.form.action",
      "analytics.script",
      "challenge.script",
      "bookingUrl",
      "challenge.script",
      "challenge.siteKey",
    ]);
    expect(findTestOnlyValues({ challenge: { provider: "turnstile", siteKey: "0x4AAAAAAABkMYinukE8nzYS" } })).toEqual(
      [],
    );
    expect(findTestOnlyValues({})).toEqual([]);
    expect(findTestOnlyValues(null)).toEqual([]);
    expect(findTestOnlyValues({ challenge: { provider: "turnstile", siteKey: 5 } })).toEqual([]);
  });
});
