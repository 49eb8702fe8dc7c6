// The fellowship's summary at the top of the application dialog.
import type { Ref } from "react";
import type { LandingView } from "../../../content/home/client/landing-copy.ts";
import { site } from "../../../site/site.ts";
import { FactList, NotAnnouncedNote } from "../fellowship/cohort-card.tsx";

/**
 * The fellowship content block at the top of the application dialog, after the slot where a notice goes (the form
 * puts the restored-draft notice there): the stipend and the dates (or that they are not announced yet), then who
 * may apply, the time it takes and what fellows get. It stays mounted while the form arrives, so focus on its link
 * is never lost.
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
      <FactList facts={copy.facts} className="apply-intro__cohort" />
      {copy.pending ? <NotAnnouncedNote notAnnounced={copy.notAnnounced} newsletterUrl={site.newsletterUrl} /> : null}
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
