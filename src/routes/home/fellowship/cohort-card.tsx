// The student's card in the fellowship section (the next cohort's facts and Apply), and the backers' ask after it.
import type { MouseEvent, Ref } from "react";
import type { FactView, LandingView } from "../../../content/home/client/landing-copy.ts";
import { ExternalLink } from "../../../components/external-link.tsx";
import { MailButton } from "../parts/mail-button.tsx";
import { applyHash } from "../application/apply-hash.ts";

type Fellowship = LandingView["fellowship"];

/** Facts as a definition list; a fact not announced yet shows the not-announced label, set apart. */
export function FactList({ facts, className }: { facts: FactView[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.term} className={fact.announced ? "fact" : "fact fact--pending"}>
          <dt className="fact__term">{fact.term}</dt>
          <dd className="fact__value">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Dates and details will be announced with the next cohort", with the newsletter as the way to hear. */
export function NotAnnouncedNote({
  notAnnounced,
  newsletterUrl,
}: {
  notAnnounced: Fellowship["notAnnounced"];
  newsletterUrl: string;
}) {
  return (
    <p className="not-announced">
      {notAnnounced.text} <ExternalLink href={newsletterUrl}>{notAnnounced.newsletterLabel}</ExternalLink>
    </p>
  );
}

interface CohortCardProps {
  fellowship: Fellowship;
  newsletterUrl: string;
  onApply: (event: MouseEvent<HTMLElement>) => void;
  applyButton: Ref<HTMLAnchorElement>;
}

/** The stipend, the dates and the seats (or that they are not announced yet), then Apply: the `#apply` target. */
export function CohortCard({ fellowship, newsletterUrl, onApply, applyButton }: CohortCardProps) {
  const { cohort, apply } = fellowship;
  return (
    <section id="apply" className="cohort-card" aria-labelledby="cohort-title">
      <h3 id="cohort-title" className="cohort-card__title">
        {cohort.title}
      </h3>
      <FactList facts={cohort.facts} className="cohort-card__facts" />
      {fellowship.pending ? (
        <NotAnnouncedNote notAnnounced={fellowship.notAnnounced} newsletterUrl={newsletterUrl} />
      ) : null}
      <div className="cohort-card__apply">
        <p>{apply.text}</p>
        {/* A link, so a tap before the app has loaded is not lost: it sets #apply, which opens the application. */}
        <a ref={applyButton} className="button" href={applyHash} aria-haspopup="dialog" onClick={onApply}>
          {apply.label}
        </a>
      </div>
    </section>
  );
}

/** What backers give and where it goes: after everything a student needs, one quiet ask. */
export function BackerAsk({ backer }: { backer: Fellowship["backer"] }) {
  return (
    <aside className="backer" aria-labelledby="backer-title">
      <div className="backer__lead">
        <h3 id="backer-title" className="backer__title">
          {backer.title}
        </h3>
        <p className="backer__amount">
          <span className="backer__value">{backer.amount}</span> <span className="backer__term">{backer.term}</span>
        </p>
      </div>
      <ul className="check-list check-list--light backer__points">
        {backer.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className="backer__action">
        <MailButton link={backer.contact} variant="light" />
      </div>
    </aside>
  );
}
