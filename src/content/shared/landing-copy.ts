// The landing page's copy as the page renders it: every contact button resolved to its mailto: link.
import { buildMailto } from "./mailto.ts";
import { parseVideoLink, stockThumbnail, thumbnailUrl } from "./video.ts";
import type { MailButtonInput } from "../schemas/landing.ts";
import type { Landing } from "./types.ts";

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

/** The landing page as it renders: mail buttons resolved, the hero's kicker in parts, the talk's still, the FAQ. */
export type LandingView = Omit<Resolved<Landing>, "hero"> & {
  hero: Omit<Hero, "talk"> & {
    /** The kicker's parts ("Content research", "B2B messaging", …), so a line never ends on a separator. */
    eyebrowParts: string[];
    talk: Hero["talk"] & { still: string };
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

export function landingView(landing: Landing, to: string): LandingView {
  const link = (button: MailButtonInput) => mailLink(to, button);
  const { hero, services, fellowship, contact } = landing;
  const { engagement } = services;
  const stipend = landing.application.stipend;
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
      engagement: engagement ? { ...engagement, call: link(engagement.call) } : undefined,
    },
    fellowship: {
      ...fellowship,
      backer: { ...fellowship.backer, contact: link(fellowship.backer.contact) },
      faq: fellowship.faq && {
        ...fellowship.faq,
        items: fellowship.faq.items.map((item) => ({ ...item, answer: item.answer.replaceAll("{stipend}", stipend) })),
      },
    },
    contact: {
      ...contact,
      students: { ...contact.students, contact: link(contact.students.contact) },
      founders: { ...contact.founders, contacts: contact.founders.contacts.map(link) },
      email: link(contact.email),
    },
  };
}
