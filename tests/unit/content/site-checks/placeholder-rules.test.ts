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

  it("find the founder's stand-in name in any case, and the content manager's stand-in repository in its field", () => {
    const name = rule("the placeholder founder name");
    for (const value of [" Founder Name ", "founder name", "FOUNDER  NAME"]) expect(name(value), value).toBe(true);
    for (const value of ["Founder Names", "Ananya Rao", "The founder name is Ananya", "Our founder name"])
      expect(name(value), value).toBe(false);
    const repository = placeholderRules.find((r) => r.name.includes("repository"))!;
    expect(repository.matches("your-github-account/your-site-repository", "cms.repo")).toBe(true);
    expect(repository.matches("your-github-account/your-site-repository", "other")).toBe(false);
    expect(repository.matches("studio/website", "cms.repo")).toBe(false);
  });
});
