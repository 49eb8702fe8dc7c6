// The policy: the origins it lets forms post to.
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, formOrigins } from "../../../../src/content/outputs/content-security-policy.ts";

describe("formOrigins", () => {
  it("is the newsletter form's origin alone (no path, no query), and nothing without a form", () => {
    const form = { action: "https://studio.us1.list-manage.com/subscribe/post?u=1&id=2", field: "EMAIL" };
    expect(formOrigins({ newsletter: { form } })).toEqual(["https://studio.us1.list-manage.com"]);
    expect(formOrigins({})).toEqual([]);
    expect(contentSecurityPolicy([], [], [], [], formOrigins({}))).toBe(contentSecurityPolicy());
    expect(contentSecurityPolicy([], [], [], [], ["http://127.0.0.1:4346"])).toContain(
      "form-action 'self' http://127.0.0.1:4346",
    );
  });

  it("adds the origin the provider redirects the sign-up to, once", () => {
    const form = { action: "https://buttondown.example/api/subscribe", field: "email" };
    expect(formOrigins({ newsletter: { form: { ...form, confirmationOrigin: "https://confirm.example" } } })).toEqual([
      "https://buttondown.example",
      "https://confirm.example",
    ]);
    expect(
      formOrigins({ newsletter: { form: { ...form, confirmationOrigin: "https://buttondown.example" } } }),
    ).toEqual(["https://buttondown.example"]);
  });
});
