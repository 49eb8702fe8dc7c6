// The application dialog's title and line before the form, and the fellowship's summary after it.
import type { Ref } from "react";
import type { LandingView } from "../../../content/home/client/landing-copy.ts";
import { site } from "../../../site/site.ts";
import { FactList, PendingLine } from "../fellowship/cohort-card.tsx";

/**
 * The top of the application dialog, after the slot where a notice goes (the form puts the restored-draft notice
 * there): the title and one line, so that on a phone the first field is on the dialog's first screen.
 */
export function ApplicationIntro({
  copy,
  titleId,
  intro,
  noticeSlot,
}: {
  copy: LandingView["application"];
  titleId: string;
  intro: string;
  noticeSlot?: Ref<HTMLDivElement>;
}) {
  return (
    <div className="apply-intro">
      <div ref={noticeSlot} />
      <h2 id={titleId} className="apply-intro__title">
        {copy.title}
      </h2>
      <p className="lead">{intro}</p>
    </div>
  );
}

/**
 * The fellowship's summary: the facts announced, the line naming those not announced yet, who may apply, the time it
 * takes and what fellows get. After the form on a phone, beside it on a wide screen; it stays mounted while the form
 * arrives, so focus on its link is never lost.
 */
export function ApplicationSummary({ copy }: { copy: LandingView["application"] }) {
  return (
    <div className="apply-summary">
      <FactList facts={copy.facts} className="apply-intro__cohort" />
      {copy.pendingNote ? <PendingLine note={copy.pendingNote} newsletterUrl={site.newsletterUrl} /> : null}
      <dl className="apply-intro__facts">
        {copy.highlights.map((item) => (
          <div key={item.term} className="apply-intro__fact">
            <dt className="kicker kicker--on-dark">{item.term}</dt>
            <dd>{item.detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
