// data/site.json's schema: the optional newsletter form (the provider's address and the name of its email field).
import { describe, expect, it } from "vitest";
import { siteSchema } from "../../../../src/content/schemas/site.ts";
import { minimalSiteInput as base } from "../../support/site-input.ts";

const buttondown = { action: "https://buttondown.com/api/emails/embed-subscribe/studio", field: "email" };
const check = (newsletter: unknown) => siteSchema.safeParse({ ...base, newsletter });
const messages = (newsletter: unknown) => check(newsletter).error?.issues.map((issue) => issue.message) ?? [];

describe("newsletter.form in site.json", () => {
  it("is optional: the newsletterUrl link alone is a complete site", () => {
    expect(siteSchema.safeParse(base).success).toBe(true);
  });

  it("takes the provider's https form address (with its query) and the email field's name, or http on localhost", () => {
    expect(check({ form: buttondown }).success).toBe(true);
    const mailchimp = { action: "https://studio.us1.list-manage.com/subscribe/post?u=ab12&id=cd34", field: "EMAIL" };
    expect(check({ form: mailchimp }).success).toBe(true);
    expect(check({ form: { action: "https://a.mailerlite.com/f/1", field: "fields[email]" } }).success).toBe(true);
    expect(check({ form: { ...buttondown, action: "http://127.0.0.1:4346/subscribe" } }).success).toBe(true);
  });

  it("refuses a plain http or relative address, a field name that is no form name, and a missing part", () => {
    expect(messages({ form: { ...buttondown, action: "http://buttondown.com/api/x" } })).toEqual([
      expect.stringContaining("expected a full https:// address"),
    ]);
    expect(check({ form: { ...buttondown, action: "/subscribe" } }).success).toBe(false);
    expect(messages({ form: { ...buttondown, field: 'email" onfocus="x' } })).toEqual([
      "expected the name of the provider's email field, e.g. `email` (Buttondown) or `EMAIL` (Mailchimp)",
    ]);
    expect(check({ form: { ...buttondown, field: "" } }).success).toBe(false);
    expect(check({ form: { action: buttondown.action } }).success).toBe(false);
    expect(check({}).success).toBe(false);
    expect(check({ form: buttondown, url: "https://buttondown.com/studio" }).success).toBe(false);
  });

  it("takes the confirmation page's origin when the provider redirects elsewhere: an https origin, nothing more", () => {
    const form = (confirmationOrigin: string) => ({ form: { ...buttondown, confirmationOrigin } });
    expect(check(form("https://confirm.buttondown.example")).success).toBe(true);
    expect(check(form("http://127.0.0.1:4347")).success).toBe(true);
    expect(messages(form("http://confirm.example"))).toEqual([expect.stringContaining("expected a full https://")]);
    expect(messages(form("https://confirm.example/thanks"))).toEqual([
      expect.stringContaining("as an origin only (scheme and host, no path or trailing slash)"),
    ]);
    expect(check(form("https://confirm.example/")).success).toBe(false);
    expect(check(form("confirm.example")).success).toBe(false);
  });
});
