// The landing page's copy as the page renders it: every contact button resolved to its mailto: link.
import { buildMailto } from "./mailto.ts";
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

export type LandingView = Resolved<Landing>;

function mailLink(to: string, button: MailButtonInput): MailLink {
  return {
    label: button.label,
    subject: button.subject,
    href: buildMailto({ to, subject: button.subject, body: button.body }).href,
  };
}

export function landingView(landing: Landing, to: string): LandingView {
  const link = (button: MailButtonInput) => mailLink(to, button);
  const { services, fellowship, contact } = landing;
  return {
    ...landing,
    services: { ...services, items: services.items.map((item) => ({ ...item, contact: link(item.contact) })) },
    fellowship: { ...fellowship, backer: { ...fellowship.backer, contact: link(fellowship.backer.contact) } },
    contact: {
      ...contact,
      students: { ...contact.students, contact: link(contact.students.contact) },
      founders: { ...contact.founders, contacts: contact.founders.contacts.map(link) },
      email: link(contact.email),
    },
  };
}
