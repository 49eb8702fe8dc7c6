import type { MouseEvent, Ref } from "react";
import type { LandingView } from "../../content/shared/landing-copy.ts";
import { FellowshipFaq, FellowshipSteps } from "./fellowship-details.tsx";
import { MailButton } from "./mail-button.tsx";
import { SectionHeader } from "./section-header.tsx";
import { applyHash } from "./apply-hash.ts";

interface Props {
  fellowship: LandingView["fellowship"];
  onApply: (event: MouseEvent<HTMLElement>) => void;
  applyButton: Ref<HTMLAnchorElement>;
}

/**
 * What fellows get, what backers give, how it works, the way to apply (`#apply`, which also opens the application)
 * and the questions students ask first.
 */
export function FellowshipSection({ fellowship, onApply, applyButton }: Props) {
  const { backer, apply } = fellowship;
  return (
    <section id="fellowship" className="section fellowship" aria-labelledby="fellowship-title">
      <div className="container">
        <SectionHeader id="fellowship-title" eyebrow={fellowship.eyebrow} title={fellowship.title}>
          <p className="lead">{fellowship.intro}</p>
        </SectionHeader>
        <div className="fellowship__grid">
          <ul className="benefit-list">
            {fellowship.benefits.map((benefit) => (
              <li key={benefit.title} className="benefit">
                <h3 className="benefit__title">{benefit.title}</h3>
                <p>{benefit.description}</p>
              </li>
            ))}
          </ul>
          <aside className="backer" aria-labelledby="backer-title">
            <h3 id="backer-title" className="backer__title">
              {backer.title}
            </h3>
            <p className="backer__amount">
              <span className="backer__value">{backer.amount}</span> <span className="backer__term">{backer.term}</span>
            </p>
            <ul className="check-list check-list--light">
              {backer.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <MailButton link={backer.contact} variant="light" />
          </aside>
        </div>
        <FellowshipSteps howItWorks={fellowship.howItWorks} cohort={fellowship.cohort} />
        <div id="apply" className="apply-callout">
          <div>
            <h3 className="apply-callout__title">{apply.title}</h3>
            <p>{apply.text}</p>
          </div>
          <a ref={applyButton} className="button" href={applyHash} aria-haspopup="dialog" onClick={onApply}>
            {apply.label}
          </a>
        </div>
        <FellowshipFaq faq={fellowship.faq} />
      </div>
    </section>
  );
}
