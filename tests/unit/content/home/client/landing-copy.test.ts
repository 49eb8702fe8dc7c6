// The landing copy as the page renders it: every contact button becomes a link to a mail draft.
import { describe, expect, it } from "vitest";
import { loadContent } from "../../../../../src/content/site/load.ts";
import { landingView } from "../../../../../src/content/home/client/landing-copy.ts";
import type { Landing } from "../../../../../src/content/shared/types.ts";
import { readFixtureTree } from "../../../support/fixture-tree.ts";

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

describe("landingView's facts not announced yet", () => {
  const view = async (edit: (landing: Landing) => void = () => undefined) => {
    const { content } = loadContent(await readFixtureTree());
    const landing = structuredClone(content!.landing);
    edit(landing);
    return landingView(landing, "a@b.example");
  };

  it("names the facts not announced yet in one line, in the section and in the dialog, and shows no cell for them", async () => {
    const { fellowship, application } = await view();
    expect(fellowship.cohort.facts).toEqual([]);
    expect(fellowship.pendingNote?.text).toBe(
      "Stipend, cohort starts, applications close and seats will be announced with the next cohort.",
    );
    expect(fellowship.known).toEqual((await view()).application.highlights);
    expect(application.facts).toEqual([]);
    expect(application.pendingNote?.text).toBe(
      "Stipend, cohort starts and applications close will be announced with the next cohort.",
    );
  });

  it("puts the not-announced label before the names when the owner's line has no `{facts}`", async () => {
    const { fellowship } = await view((landing) => {
      landing.fellowship.notAnnounced.text = "Watch this space.";
      landing.fellowship.cohort.stipend.value = "₹10,000 a month";
      landing.fellowship.cohort.starts.value = "1 March 2027";
      landing.fellowship.howItWorks = undefined;
    });
    expect(fellowship.pendingNote?.text).toBe("Not announced yet: Applications close and seats. Watch this space.");
  });

  it("shows the facts once announced, each in its own cell, and the FAQ's answer with them filled in", async () => {
    const { fellowship, application } = await view((landing) => {
      const { cohort } = landing.fellowship;
      cohort.stipend.value = "₹10,000 a month";
      cohort.starts.value = "1 March 2027";
      cohort.closes.value = "15 February 2027";
      cohort.seats.value = "12";
      landing.fellowship.howItWorks = undefined;
      landing.fellowship.faq = {
        title: "Questions",
        items: [{ question: "How much?", answer: "{stipend}, paid monthly.", answerNotAnnounced: "Announced soon." }],
      };
    });
    expect(fellowship.cohort.facts.map((fact) => fact.value)).toEqual([
      "₹10,000 a month",
      "1 March 2027",
      "15 February 2027",
      "12",
    ]);
    expect(fellowship.pendingNote).toBeUndefined();
    expect(application.pendingNote).toBeUndefined();
    expect(fellowship.faq?.items[0]?.answer).toBe("₹10,000 a month, paid monthly.");
  });

  it("answers an FAQ that names a fact not announced yet with its not-announced answer", async () => {
    const { fellowship } = await view((landing) => {
      landing.fellowship.faq = {
        title: "Questions",
        items: [
          { question: "When?", answer: "Starts {starts}, closes {closes}.", answerNotAnnounced: "Dates to come." },
        ],
      };
      landing.fellowship.cohort.starts.value = "1 March 2027";
    });
    expect(fellowship.faq?.items[0]?.answer).toBe("Dates to come.");
  });

  it("leaves out a step's text or time that is `null`, naming a step without its text in the one line", async () => {
    const { fellowship } = await view((landing) => {
      landing.fellowship.howItWorks = {
        title: "How it works",
        steps: [
          { title: "Apply", text: "Tell us about yourself." },
          { title: "Selection", text: null, time: null },
          { title: "Start", text: "Write.", time: null },
        ],
      };
    });
    expect(fellowship.howItWorks?.steps).toEqual([
      { title: "Apply", text: "Tell us about yourself." },
      { title: "Selection" },
      { title: "Start", text: "Write." },
    ]);
    expect(fellowship.pendingNote?.text).toMatch(/ and selection will be announced/);
  });
});

describe("landingView's data answer, as configured", () => {
  const answers = async (endpoint?: string) => {
    const { content } = loadContent(await readFixtureTree());
    const landing = structuredClone(content!.landing);
    landing.fellowship.faq = {
      title: "Questions",
      items: [
        {
          question: "What happens to the data I send?",
          answer: "Your answers go to us as an email from your own email app.",
          answerWithEndpoint: "Your answers go to us through {service}, the form service that receives them.",
        },
        { question: "Who can apply?", answer: "Students." },
      ],
    };
    return landingView(landing, "a@b.example", endpoint).fellowship.faq?.items.map((item) => item.answer);
  };

  it("names the person's own mail app when no endpoint is set", async () => {
    expect(await answers()).toEqual(["Your answers go to us as an email from your own email app.", "Students."]);
  });

  it("names the form service by its host when an endpoint is set", async () => {
    expect(await answers("https://formspree.io/f/abc")).toEqual([
      "Your answers go to us through formspree.io, the form service that receives them.",
      "Students.",
    ]);
  });

  it("keeps the mail answer for an endpoint it cannot read", async () => {
    expect((await answers("not a url"))?.[0]).toBe("Your answers go to us as an email from your own email app.");
  });

  it("the shipped data names no form service while none is configured", async () => {
    const shipped = (await import("../../../../../data/landing.json", { with: { type: "json" } })).default as {
      fellowship: { faq: { items: Array<{ question: string; answer: string; answerWithEndpoint?: string }> } };
    };
    const item = shipped.fellowship.faq.items.find((one) => one.question === "What happens to the data I send?")!;
    expect(item.answer).not.toMatch(/form service/);
    expect(item.answerWithEndpoint).toContain("{service}");
  });
});
