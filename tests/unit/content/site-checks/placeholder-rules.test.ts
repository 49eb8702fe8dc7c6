// The placeholders the site ships: each rule matches its stand-in value and leaves real values alone.
import { describe, expect, it } from "vitest";
import { placeholderRules } from "../../../../src/content/site-checks/placeholder-rules.ts";

const rule = (name: string) => {
  const found = placeholderRules.find((r) => r.name === name);
  if (!found) throw new Error(`no rule "${name}"`);
  return (value: string) => found.matches(value, "field");
};

describe("placeholder rules", () => {
  it("each say what to put instead", () => {
    for (const r of placeholderRules) expect(r.replaceWith.length, r.name).toBeGreaterThan(10);
  });

  it("find `.example` and example.com addresses in URLs, mail addresses and hosts", () => {
    const example = rule("an `.example` address");
    for (const value of [
      "hello@studio.example",
      "https://linkedin.example/first-principles",
      "https://www.example.com/",
      "https://example.org",
      "https://x.example:8080/a",
    ]) {
      expect(example(value), value).toBe(true);
    }
    for (const value of [
      "https://firstprinciples.in/",
      "hello@example-studio.com",
      "an example of this",
      "examples.com",
    ]) {
      expect(example(value), value).toBe(false);
    }
  });

  it("find the founder's stand-in name, the stand-in portrait and the unwritten stipend only", () => {
    expect(rule("the placeholder founder name")(" Founder Name ")).toBe(true);
    expect(rule("the placeholder founder name")("Founder Names")).toBe(false);
    expect(rule("the placeholder portrait")("/images/founder-portrait.svg")).toBe(true);
    expect(rule("the placeholder portrait")("/images/founder.jpg")).toBe(false);
    expect(rule("the placeholder stipend")("₹X,XXX a month")).toBe(true);
    expect(rule("the placeholder stipend")("₹8,000 a month")).toBe(false);
  });
});
