// The student's card in the fellowship section: what a student can know now, the facts announced, one line naming
// what is not announced yet, and Apply.
import type { MouseEvent, Ref } from "react";
import type { FactView, LandingView, PendingNote } from "../../../content/home/client/landing-copy.ts";
import { ExternalLink } from "../../../components/external-link.tsx";
import { applyHash } from "../../../content/shared/apply-hash.ts";

type Fellowship = LandingView["fellowship"];

/** The facts announced, each in its own cell. */
export function FactList({ facts, className }: { facts: FactView[]; className: string }) {
  if (facts.length === 0) return null;
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.term} className="fact">
          <dt className="fact__term">{fact.term}</dt>
          <dd className="fact__value">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Stipend, cohort starts, … will be announced with the next cohort", with the newsletter as the way to hear. */
export function PendingLine({ note, newsletterUrl }: { note: PendingNote; newsletterUrl: string }) {
  return (
    <p className="not-announced">
      {note.text} <ExternalLink href={newsletterUrl}>{note.newsletterLabel}</ExternalLink>
    </p>
  );
}

interface CohortCardProps {
  fellowship: Fellowship;
  newsletterUrl: string;
  onApply: (event: MouseEvent<HTMLElement>) => void;
  applyButton: Ref<HTMLAnchorElement>;
}

/** The facts announced, who it is for, the time and what fellows get, then Apply: the `#apply` target. */
export function CohortCard({ fellowship, newsletterUrl, onApply, applyButton }: CohortCardProps) {
  const { cohort, apply, known, pendingNote } = fellowship;
  return (
    <section id="apply" className="cohort-card" aria-labelledby="cohort-title">
      <h3 id="cohort-title" className="cohort-card__title">
        {cohort.title}
      </h3>
      <FactList facts={cohort.facts} className="cohort-card__facts" />
      <dl className="cohort-card__known">
        {known.map((item) => (
          <div key={item.term} className="cohort-card__known-item">
            <dt className="fact__term">{item.term}</dt>
            <dd>{item.detail}</dd>
          </div>
        ))}
      </dl>
      {pendingNote ? <PendingLine note={pendingNote} newsletterUrl={newsletterUrl} /> : null}
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
