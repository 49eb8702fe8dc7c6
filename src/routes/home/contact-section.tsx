import type { MouseEvent } from "react";
import type { LandingView } from "../../content/home/client/landing-copy.ts";
import { MailButton } from "./parts/mail-button.tsx";
import { SectionHeader } from "./parts/section-header.tsx";
import { applyHash } from "../../content/shared/apply-hash.ts";

interface Props {
  contact: LandingView["contact"];
  email: string;
  onApply: (event: MouseEvent<HTMLElement>) => void;
}

/** Two ways in: one for students, one for founders and backers, plus the plain email address. */
export function ContactSection({ contact, email, onApply }: Props) {
  const { students, founders } = contact;
  return (
    <section id="contact" className="section contact" aria-labelledby="contact-title">
      <div className="container">
        <SectionHeader id="contact-title" eyebrow={contact.eyebrow} title={contact.title}>
          <p className="lead">{contact.intro}</p>
        </SectionHeader>
        <div className="contact__grid">
          <section className="card contact-card" aria-labelledby="contact-students-title">
            <h3 id="contact-students-title">{students.title}</h3>
            <p>{students.text}</p>
            <div className="contact-card__actions">
              <a className="button" href={applyHash} aria-haspopup="dialog" onClick={onApply}>
                {students.applyLabel}
              </a>
              <MailButton link={students.contact} />
            </div>
          </section>
          <section className="card contact-card contact-card--dark" aria-labelledby="contact-founders-title">
            <h3 id="contact-founders-title">{founders.title}</h3>
            <p>{founders.text}</p>
            <div className="contact-card__actions">
              {founders.contacts.map((link, index) => (
                <MailButton key={link.href} link={link} variant={index === 0 ? "primary" : "light"} founderCall />
              ))}
            </div>
          </section>
        </div>
        <p className="contact__email">
          {contact.email.label} <a href={contact.email.href}>{email}</a>
        </p>
      </div>
    </section>
  );
}
