// The landing page's copy as the page renders it: every contact button resolved to its mailto: link.
import { buildMailto } from "./mailto.ts";
import { parseVideoLink, stockThumbnail, thumbnailUrl } from "../../resources/client/video.ts";
import { cohortFactKeys, type MailButtonInput } from "../../schemas/landing.ts";
import type { Landing } from "../../shared/types.ts";

/** A contact button ready to render: a link that opens a mail draft with a preset subject and greeting. */
export interface MailLink {
  label: string;
  subject: string;
  href: string;
}

type Resolved<T> = T extends MailButtonInput
  ? MailLink
  : T extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

type Hero = Landing["hero"];
type Fellowship = Resolved<Landing["fellowship"]>;
type Services = Resolved<Landing["services"]>;

/** A fact the owner has announced, as its own cell: its name and its value. */
export interface FactView {
  term: string;
  value: string;
}

/**
 * A step as the page shows it: a text or a time not announced yet (`null`) is left out, and the section's one
 * not-announced line names the step whose text is not announced.
 */
export interface StepView {
  title: string;
  text?: string;
  /** Left out when the step has no time to tell, or while it is not announced yet. */
  time?: string;
}

interface StepsView {
  title: string;
  steps: StepView[];
}

/** The one line that names what is not announced yet, with the newsletter as the way to hear; absent once all is. */
export interface PendingNote {
  text: string;
  newsletterLabel: string;
}

/** The landing page as it renders: mail buttons resolved, the hero's kicker in parts, the talk's still, the FAQ. */
export type LandingView = Omit<Resolved<Landing>, "hero" | "fellowship" | "services" | "application"> & {
  hero: Omit<Hero, "talk"> & {
    /** The kicker's parts ("Content research", "B2B messaging", …), so a line never ends on a separator. */
    eyebrowParts: string[];
    talk: Hero["talk"] & { still: string };
  };
  services: Omit<Services, "engagement"> & {
    engagement?: Omit<NonNullable<Services["engagement"]>, "steps"> & { steps: StepView[] };
  };
  fellowship: Omit<Fellowship, "cohort" | "notAnnounced" | "howItWorks" | "faq"> & {
    /** The facts announced, each in its own cell; those not announced yet are named in `pendingNote` instead. */
    cohort: { title: string; facts: FactView[] };
    /** What a student can know now, from the owner's fields: who it is for, the time it takes, what fellows get. */
    known: Landing["application"]["highlights"];
    pendingNote?: PendingNote;
    howItWorks?: StepsView;
    faq?: { title: string; items: { question: string; answer: string }[] };
  };
  application: Resolved<Landing["application"]> & {
    /** The stipend and the dates announced, as the dialog shows them. */
    facts: FactView[];
    pendingNote?: PendingNote;
  };
};

/** The still of a featured talk: the video host's image for a video link, the local stock image otherwise. */
export function talkStill(url: string): string {
  const link = parseVideoLink(url);
  return link.kind === "video" ? thumbnailUrl(link.id) : stockThumbnail;
}

function mailLink(to: string, button: MailButtonInput): MailLink {
  return {
    label: button.label,
    subject: button.subject,
    href: buildMailto({ to, subject: button.subject, body: button.body }).href,
  };
}

type Step = { title: string; text: string | null; time?: string | null | undefined };

function stepView(step: Step): StepView {
  return {
    title: step.title,
    ...(step.text === null ? {} : { text: step.text }),
    ...(step.time === null || step.time === undefined ? {} : { time: step.time }),
  };
}

/** "Stipend, cohort starts and seats": the names as a sentence's list, each after the first in lower case. */
function nameList(names: string[]): string {
  const words = names.map((name, index) => (index === 0 ? name : name.charAt(0).toLowerCase() + name.slice(1)));
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/**
 * The one line naming what is not announced yet: the owner's line with `{facts}` replaced by the names, or, for a
 * line without `{facts}`, the not-announced label and the names before it.
 */
function pendingNote(names: string[], notAnnounced: Landing["fellowship"]["notAnnounced"]): PendingNote | undefined {
  if (names.length === 0) return undefined;
  const list = nameList(names);
  const text = notAnnounced.text.includes("{facts}")
    ? notAnnounced.text.replace("{facts}", list)
    : `${notAnnounced.label}: ${list}. ${notAnnounced.text}`;
  return { text, newsletterLabel: notAnnounced.newsletterLabel };
}

/** An FAQ answer with the facts it names filled in, or its not-announced answer while one of them is `null`. */
function faqAnswer(
  item: { answer: string; answerNotAnnounced?: string | undefined },
  cohort: Landing["fellowship"]["cohort"],
) {
  let pending = false;
  const answer = item.answer.replace(/\{(\w+)\}/g, (token, key: string) => {
    const fact = (cohortFactKeys as readonly string[]).includes(key)
      ? cohort[key as (typeof cohortFactKeys)[number]]
      : undefined;
    if (!fact) return token;
    if (fact.value === null) pending = true;
    return fact.value ?? "";
  });
  return pending ? (item.answerNotAnnounced ?? answer) : answer;
}

const optional = (note: PendingNote | undefined) => (note ? { pendingNote: note } : {});

/** An FAQ item as configured: its `answerWithEndpoint`, naming the service, when applications go to a form service. */
function asConfigured<T extends { answer: string; answerWithEndpoint?: string | undefined }>(
  item: T,
  endpoint?: string,
): T {
  if (!endpoint || !item.answerWithEndpoint || !URL.canParse(endpoint)) return item;
  return { ...item, answer: item.answerWithEndpoint.replaceAll("{service}", new URL(endpoint).hostname) };
}

/** The landing page as shown: `to` receives mail; `endpoint` is data/site.json's `applicationEndpoint`, if set. */
export function landingView(landing: Landing, to: string, endpoint?: string): LandingView {
  const link = (button: MailButtonInput) => mailLink(to, button);
  const { hero, services, fellowship, contact } = landing;
  const { engagement } = services;
  const { cohort, notAnnounced, howItWorks, faq, backer, ...fellowshipCopy } = fellowship;
  const facts = cohortFactKeys.map((key) => cohort[key]);
  const announced = (list: typeof facts) =>
    list.flatMap(({ term, value }) => (value === null ? [] : [{ term, value }]));
  const unannounced = (list: typeof facts) => list.filter((fact) => fact.value === null).map((fact) => fact.term);
  // A step whose text is not announced yet is named with the facts, so the section says "not announced" once.
  const pendingSteps = (howItWorks?.steps ?? []).filter((step) => step.text === null).map((step) => step.title);
  const dialogFacts = facts.slice(0, 3);
  return {
    ...landing,
    hero: {
      ...hero,
      eyebrowParts: hero.eyebrow.split(/\s+·\s+/),
      talk: { ...hero.talk, still: talkStill(hero.talk.url) },
    },
    services: {
      ...services,
      items: services.items.map((item) => ({ ...item, contact: link(item.contact) })),
      engagement: engagement
        ? {
            ...engagement,
            steps: engagement.steps.map(stepView),
            call: link(engagement.call),
          }
        : undefined,
    },
    fellowship: {
      ...fellowshipCopy,
      cohort: { title: cohort.title, facts: announced(facts) },
      known: landing.application.highlights,
      ...optional(pendingNote([...unannounced(facts), ...pendingSteps], notAnnounced)),
      ...(howItWorks ? { howItWorks: { title: howItWorks.title, steps: howItWorks.steps.map(stepView) } } : {}),
      backer: { ...backer, contact: link(backer.contact) },
      ...(faq
        ? {
            faq: {
              title: faq.title,
              items: faq.items.map((item) => ({
                question: item.question,
                answer: faqAnswer(asConfigured(item, endpoint), cohort),
              })),
            },
          }
        : {}),
    },
    application: {
      ...landing.application,
      facts: announced(dialogFacts),
      ...optional(pendingNote(unannounced(dialogFacts), notAnnounced)),
    },
    contact: {
      ...contact,
      students: { ...contact.students, contact: link(contact.students.contact) },
      founders: { ...contact.founders, contacts: contact.founders.contacts.map(link) },
      email: link(contact.email),
    },
  };
}
