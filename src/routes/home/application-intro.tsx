// The fellowship's summary at the top of the application dialog.
import type { ReactNode } from "react";
import type { LandingView } from "../../content/shared/landing-copy.ts";

/** The fellowship content block at the top of the application dialog, after any notice (`children`). */
export function ApplicationIntro({
  copy,
  titleId,
  intro,
  children,
}: {
  copy: LandingView["application"];
  titleId: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div className="apply-intro">
      {children}
      <h2 id={titleId} className="apply-intro__title">
        {copy.title}
      </h2>
      <p className="lead">{intro}</p>
      <p className="apply-intro__stipend">
        Stipend <strong>{copy.stipend}</strong>
      </p>
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
