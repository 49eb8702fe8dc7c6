// The landing copy as the page renders it: every contact button becomes a link to a mail draft.
import { describe, expect, it } from "vitest";
import { loadContent } from "../../../../src/content/load.ts";
import { landingView } from "../../../../src/content/shared/landing-copy.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

describe("landingView", () => {
  it("turns each contact button into a mailto: link to the site's address, keeping its label and subject", async () => {
    const { content } = loadContent(await readFixtureTree());
    const landing = content!.landing;
    const view = landingView(landing, "hello@studio.example");
    const links = [
      ...view.services.items.map((item) => item.contact),
      view.fellowship.backer.contact,
      view.contact.students.contact,
      ...view.contact.founders.contacts,
      view.contact.email,
    ];
    expect(links.length).toBe(landing.services.items.length + landing.contact.founders.contacts.length + 3);
    for (const link of links) {
      expect(Object.keys(link).sort()).toEqual(["href", "label", "subject"]);
      expect(link.href).toMatch(/^mailto:hello@studio\.example\?subject=[^&]+&body=/);
      expect(decodeURIComponent(link.href)).toContain(link.subject);
    }
    expect(view.services.items[0]?.contact.label).toBe(landing.services.items[0]?.contact.label);
  });

  it("leaves every other part of the copy as it is", async () => {
    const { content } = loadContent(await readFixtureTree());
    const view = landingView(content!.landing, "a@b.example");
    expect(view.hero).toMatchObject(content!.landing.hero);
    expect(view.testimonials).toEqual(content!.landing.testimonials);
    expect(view.services.items.map((item) => item.title)).toEqual(content!.landing.services.items.map((i) => i.title));
  });
});
