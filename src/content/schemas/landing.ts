// The Zod schema of data/landing.json: the home page's copy, section by section.
import { z } from "zod";
import { applicationSchema } from "./application.ts";
import { httpsUrl, line, list, localPathPattern, localPathRule, maxLength, schemaRef, text } from "./common.ts";

const paragraphs = (what: string) =>
  z
    .array(text(what), { error: `expected ${what}s as a list of strings` })
    .min(1, { error: `expected at least one ${what}` });

/** A button that opens a mail draft to the site's contact address (site.json `email`). */
const mailButton = z.strictObject({
  label: line("the button's label"),
  subject: line("the email subject, e.g. `General Inquiry`"),
  body: text("the opening text of the email, e.g. a greeting; `\\n` starts a new line"),
});

/**
 * The mark of sample content: copy that states facts about the studio, its clients or its people that nobody at the
 * studio has confirmed. The build lists every mark; `npm run build -- --production` refuses them (docs/going-live.md).
 */
const sampleMark = z
  .boolean({ error: "expected `true` (sample content) or no `sample` key" })
  .optional()
  .describe(
    "`true` while this is sample copy the studio has not confirmed: the production build refuses it. Replace the " +
      "copy with the studio's own, then remove this key.",
  );

/** Where an industry figure comes from, so a visitor can follow it. */
const statisticSource = z
  .strictObject({
    name: line("the study or publisher, e.g. `Gartner, B2B Buying Journey survey`"),
    year: z
      .int({ error: "expected the year as a whole number, e.g. 2024" })
      .min(1900, { error: "expected a year from 1900 on" })
      .max(2100, { error: "expected a year before 2100" })
      .optional()
      .describe("The year the source was published."),
    url: httpsUrl("the source's address, where one exists").optional(),
  })
  .describe("Where the figure comes from: its name, year and a link where one exists.");

/** A figure with what it measures. Industry figures say where they come from (`source`), or are marked sample. */
const statistic = z.strictObject({
  value: line("the figure as shown, e.g. `96%`"),
  label: line("what the figure measures, e.g. `of website visitors are not ready to buy yet`"),
  source: statisticSource.optional(),
  sample: sampleMark,
});

/** An industry figure: it needs a source a visitor can follow, or the sample mark until the owner supplies one. */
const industryStatistic = statistic.refine((stat) => stat.source !== undefined || stat.sample === true, {
  error: 'expected a `source` (name, year, link) for this figure, or `"sample": true` until you have one',
});

const localImage = z
  .string({ error: "expected an image path as a string" })
  .regex(localPathPattern, { error: `expected an image as ${localPathRule}` });

/**
 * A fact only the owner can give (a date, a number of seats, the stipend, how selection works): `null` while it is not
 * announced yet. The page then says so ("Not announced yet"), the go-live check lists it as information, and a
 * production build accepts it. An empty string, as the content manager saves a cleared field, counts as `null`.
 */
const ownerFact = (what: string, max: number = maxLength.title) =>
  z
    .string({ error: `expected ${what} as a string in double quotes, or null while it is not announced yet` })
    .trim()
    .max(max, { error: `expected ${what} of at most ${max} characters; shorten it` })
    .nullable()
    .transform((value) => (value ? value : null))
    .describe(
      `${what.charAt(0).toUpperCase()}${what.slice(1)}; null (or empty) while it is not announced yet: the page says "not announced yet".`,
    );

/** A step of a process, with how long it takes when that is known. */
const step = z.strictObject({
  title: line("the step's name, e.g. `Apply`").describe("The step's name, e.g. `Apply`."),
  text: ownerFact("what happens in this step", maxLength.summary),
  time: ownerFact("how long the step takes, e.g. `Within 48 hours`")
    .optional()
    .describe(
      "How long the step takes, e.g. `Within 48 hours`; left out when the step has no time to tell, null (or empty) while it is not announced yet.",
    ),
});

/** A titled list of steps ("How it works"). */
const steps = (what: string) =>
  z.strictObject({
    title: line(`the title of the ${what}`).describe(`The title of the ${what}, e.g. \`How it works\`.`),
    steps: list(step, "steps").describe("The steps in order."),
  });

/** A fact of the next cohort: its name on the page and its value, `null` until it is announced. */
const cohortFact = (what: string) =>
  z.strictObject({
    term: text("the fact's name, e.g. `Applications close`", maxLength.short),
    value: ownerFact(what),
  });

/** The next cohort's facts an FAQ answer may name, as `{stipend}`. */
export const cohortFactKeys = ["stipend", "starts", "closes", "seats"] as const;
const factTokens = cohortFactKeys.map((key) => `\`{${key}}\``).join(", ");
const tokensIn = (answer: string) => [...answer.matchAll(/\{([^{}\s]*)\}/g)].map((match) => match[1] ?? "");
const unknownFacts = (answer: string) =>
  tokensIn(answer)
    .filter((token) => !(cohortFactKeys as readonly string[]).includes(token))
    .map((token) => `\`{${token}}\``);
const namesFact = (answer: string) => tokensIn(answer).length > 0;

const section = {
  eyebrow: line("the small label above the section title"),
  title: line("the section title"),
};

// The landing page's copy, section by section, in page order. Site facts (name, email, founder) are in site.json.
export const landingSchema = z.strictObject({
  $schema: schemaRef,
  hero: z.strictObject({
    eyebrow: line("the small label above the headline"),
    headline: line("the hero headline"),
    subline: text("the line under the headline"),
    workLabel: line("the label of the founders' button, which leads to the services, e.g. `Work with us`"),
    applyLabel: line("the label of the button that opens the application, e.g. `Join Fellowship`"),
    talk: z.strictObject({
      label: line("the words before the talk's title, e.g. `Watch the talk`"),
      title: line("the featured talk's exact title"),
      url: httpsUrl("the featured talk's address"),
      speaker: line("who gives the talk", maxLength.name)
        .optional()
        .describe("Who gives the talk, shown under its title with the video's still, e.g. `Simon Sinek`."),
    }),
  }),
  about: z.strictObject({
    ...section,
    paragraphs: paragraphs("paragraph"),
    sample: sampleMark.describe(
      "`true` while the paragraphs describe the studio's method in words the owner has not confirmed: the production build refuses it.",
    ),
    stats: list(industryStatistic, "statistics"),
  }),
  founder: z.strictObject({
    ...section,
    bio: paragraphs("paragraph of the founder's bio"),
    sample: sampleMark.describe(
      "`true` while the bio is sample copy the founder has not confirmed: the production build refuses it. Replace " +
        "the bio with the founder's own, then remove this key.",
    ),
    portrait: z.strictObject({
      src: z.union([httpsUrl("the portrait's address"), localImage], {
        error: `expected the portrait as a full https:// address or ${localPathRule}`,
      }),
      fallback: localImage.describe("Shown when `src` cannot be loaded."),
      alt: line("a description of the portrait for screen readers"),
    }),
    stats: list(statistic, "track-record figures"),
    statsNote: text("a line that says whose figures these are"),
  }),
  testimonials: z.strictObject({
    ...section,
    sample: sampleMark.describe(
      "`true` while the section's headings (they say clients speak for the studio) are sample wording: the production build refuses it.",
    ),
    items: list(
      z.strictObject({
        quote: text("the quote, without quotation marks"),
        role: line("the person's role, e.g. `Co-founder & CEO` (no names)"),
        company: line("the kind of company, e.g. `Seed-stage HR-tech SaaS`"),
        sample: sampleMark,
      }),
      "testimonials",
    ),
  }),
  caseNote: z
    .strictObject({
      ...section,
      before: text("the client's line before the rewrite", maxLength.summary),
      beforeLabel: text("the label of the original line, e.g. `Before`", maxLength.short),
      phrases: list(text("a phrase buyers used, in their words", maxLength.title), "buyer phrases"),
      phrasesLabel: text("the label of the buyers' phrases, e.g. `What buyers said`", maxLength.short),
      after: text("the new line", maxLength.summary),
      afterLabel: text("the label of the new line, e.g. `After`", maxLength.short),
      sample: sampleMark.describe(
        "`true` while this is a sample case note, not one of the studio's own rewrites: the production build refuses it.",
      ),
    })
    .optional()
    .describe(
      "One of the studio's own rewrites, before the services: the original line, the buyer phrases that changed it, the new line.",
    ),
  services: z.strictObject({
    ...section,
    intro: text("the line under the section title"),
    items: list(
      z.strictObject({
        title: line("the service's name"),
        description: text("what the service is, in a sentence or two"),
        points: list(line("a deliverable"), "deliverables"),
        sample: sampleMark.describe(
          "`true` while the description and deliverables are sample wording the studio has not confirmed: the production build refuses it.",
        ),
        contact: mailButton,
      }),
      "services",
    ),
    engagement: steps("founders' engagement steps")
      .extend({
        callLabel: line("the label of the founders' call to action, e.g. `Book a call`").describe(
          "The label of the founders' call to action. It opens the booking page (site.json `bookingUrl`) when set, else a mail draft.",
        ),
        call: mailButton.describe("The mail draft the call to action opens when site.json has no `bookingUrl`."),
        sample: sampleMark.describe(
          "`true` while the steps describe a process the studio has not confirmed: the production build refuses it.",
        ),
      })
      .optional()
      .describe("How an engagement with the studio works, step by step, ending in a call to book a call."),
  }),
  fellowship: z.strictObject({
    ...section,
    intro: text("the line under the section title"),
    benefits: list(
      z.strictObject({ title: line("the benefit"), description: text("what it means for a fellow") }),
      "benefits",
    ),
    backer: z.strictObject({
      title: line("the backer box's title"),
      amount: line("the ask, e.g. `$100 a month`"),
      term: line("for how long, e.g. `for 12 months`"),
      points: list(line("a promise to backers"), "promises to backers"),
      contact: mailButton,
    }),
    howItWorks: steps("fellowship's steps, from application to the first paid piece")
      .optional()
      .describe(
        "How the fellowship works, from the application to the first paid piece, with the time each step takes.",
      ),
    cohort: z
      .strictObject({
        title: line("the title of the next cohort's facts, e.g. `The next cohort`"),
        stipend: cohortFact("the stipend fellows are paid, an amount or a range, e.g. `₹8,000 to ₹12,000 a month`"),
        starts: cohortFact("the day the next cohort starts, e.g. `1 March 2027`"),
        closes: cohortFact("the last day to apply, e.g. `15 February 2027`"),
        seats: cohortFact("how many fellows the next cohort takes, e.g. `12`"),
      })
      .describe(
        "The next cohort's facts, shown before the apply button, in the FAQ and in the application: each value `null` until it is announced.",
      ),
    notAnnounced: z
      .strictObject({
        label: line("what a fact not announced yet shows, e.g. `Not announced yet`", maxLength.short),
        text: text(
          "the one line that says when such facts are announced; `{facts}` is replaced by their names, e.g. `{facts} will be announced with the next cohort.`",
        ),
        newsletterLabel: line("the label of the newsletter link beside it, e.g. `Get the newsletter`", maxLength.short),
      })
      .describe(
        "How the page says which facts are `null` (not announced yet): one line naming them, with the newsletter as the way to hear.",
      ),
    faq: z
      .strictObject({
        title: line("the FAQ's title").describe("The FAQ's title, e.g. `Questions students ask`."),
        items: list(
          z
            .strictObject({
              question: line("the question").describe("The question, as a student would ask it."),
              answer: text("the answer").describe(
                "The answer, from what the site already states; `{stipend}`, `{starts}`, `{closes}` and `{seats}` are replaced by the next cohort's facts.",
              ),
              answerNotAnnounced: text("the answer while a fact it names is not announced yet")
                .optional()
                .describe(
                  "The answer shown while a fact the answer names (`{stipend}`, …) is `null`, e.g. `The stipend is announced with the next cohort.`",
                ),
              answerWithEndpoint: text("the answer when applications go to a form service")
                .optional()
                .describe(
                  "The answer shown when data/site.json sets `applicationEndpoint` (then `answer` is for the mail hand-off); " +
                    "`{service}` is replaced by the service's host, e.g. `formspree.io`.",
                ),
            })
            .refine((item) => unknownFacts(item.answer).length === 0, {
              error: (issue) =>
                `expected only ${factTokens} in the answer, found ${unknownFacts((issue.input as { answer: string }).answer).join(", ")}`,
              path: ["answer"],
            })
            .refine((item) => !namesFact(item.answer) || item.answerNotAnnounced !== undefined, {
              error: "expected `answerNotAnnounced`: the answer names a fact of the next cohort, which may be `null`",
              path: ["answerNotAnnounced"],
            }),
          "questions",
        ),
      })
      .optional()
      .describe("Questions students ask first, each answered only from what the site states."),
    apply: z.strictObject({
      text: text("the line above the apply button"),
      label: line("the apply button's label, e.g. `Apply Now`"),
    }),
  }),
  // The landing page's path to the resources library (docs/product.md §4). The counts and the category links are
  // computed from data/resources/categories.json at build time, never written here.
  library: z
    .strictObject({
      ...section,
      intro: text("the line under the section title, about the talks library"),
      linkLabel: line("the label of the link to the whole library, e.g. `Browse the library`"),
    })
    .describe(
      "The section that leads to the resources: it shows how many talks and categories there are and links the first " +
        "three categories of data/resources/categories.json.",
    ),
  contact: z.strictObject({
    ...section,
    intro: text("the line under the section title"),
    // The brief gives the promise to the application form: the form shows it, the contact section does not.
    replyPromise: text("the application form's reply promise, e.g. `We'll get back to you within 48 hours.`"),
    students: z.strictObject({
      title: line("the students' part title"),
      text: text("the students' part text"),
      applyLabel: line("the apply button's label"),
      contact: mailButton,
    }),
    founders: z.strictObject({
      title: line("the founders' and backers' part title"),
      text: text("the founders' and backers' part text"),
      contacts: list(mailButton, "contact buttons"),
    }),
    email: z.strictObject({
      label: line("the words before the email address, e.g. `Or write to us at`"),
      subject: line("the subject of the email link"),
      body: text("the opening text of the email link"),
    }),
  }),
  application: applicationSchema,
});

export type LandingInput = z.infer<typeof landingSchema>;
/** A contact button as written in landing.json. */
export type MailButtonInput = z.infer<typeof mailButton>;
