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

/** A fact as the page shows it: its value, or the not-announced label while the owner has not announced it. */
export interface FactView {
  term: string;
  value: string;
  announced: boolean;
}

/** A step as the page shows it: a text or time not announced yet says so, marked pending. */
export interface StepView {
  title: string;
  text: string;
  /** Left out when the step has no time to tell, or when neither its text nor its time is announced yet. */
  time?: string;
  /** What of the step is not announced yet (`null` in the data). */
  pending: { text: boolean; time: boolean };
}

interface StepsView {
  title: string;
  steps: StepView[];
}

/** How the page shows facts not announced yet: the label in their place, the line and the newsletter link beside. */
type NotAnnounced = Landing["fellowship"]["notAnnounced"];

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
  fellowship: Omit<Fellowship, "cohort" | "howItWorks" | "faq"> & {
    cohort: { title: string; facts: FactView[] };
    /** Whether any fact or step of the section is not announced yet (the section then says when they will be). */
    pending: boolean;
    howItWorks?: StepsView;
    faq?: { title: string; items: { question: string; answer: string }[] };
  };
  application: Resolved<Landing["application"]> & {
    /** The stipend and the dates, as the dialog shows them. */
    facts: FactView[];
    pending: boolean;
    notAnnounced: NotAnnounced;
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

function stepView(step: Step, label: string): StepView {
  const pending = { text: step.text === null, time: step.time === null };
  // A step with nothing announced yet says so once, not twice.
  const time = step.time === undefined || (pending.text && pending.time) ? undefined : (step.time ?? label);
  return { title: step.title, text: step.text ?? label, ...(time === undefined ? {} : { time }), pending };
}

const factView = ({ term, value }: { term: string; value: string | null }, label: string): FactView => ({
  term,
  value: value ?? label,
  announced: value !== null,
});

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
  const label = notAnnounced.label;
  const facts = cohortFactKeys.map((key) => factView(cohort[key], label));
  const steps = howItWorks?.steps.map((step) => stepView(step, label)) ?? [];
  const pending = facts.some((fact) => !fact.announced) || steps.some((step) => step.pending.text || step.pending.time);
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
            steps: engagement.steps.map((step) => stepView(step, label)),
            call: link(engagement.call),
          }
        : undefined,
    },
    fellowship: {
      ...fellowshipCopy,
      notAnnounced,
      cohort: { title: cohort.title, facts },
      pending,
      ...(howItWorks ? { howItWorks: { title: howItWorks.title, steps } } : {}),
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
      facts: dialogFacts,
      pending: dialogFacts.some((fact) => !fact.announced),
      notAnnounced,
    },
    contact: {
      ...contact,
      students: { ...contact.students, contact: link(contact.students.contact) },
      founders: { ...contact.founders, contacts: contact.founders.contacts.map(link) },
      email: link(contact.email),
    },
  };
}
