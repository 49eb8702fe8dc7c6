import type { MouseEvent, Ref } from "react";
import type { LandingView } from "../../../content/home/client/landing-copy.ts";
import { BackerAsk, CohortCard } from "./cohort-card.tsx";
import { FellowshipFaq, FellowshipSteps } from "./fellowship-details.tsx";
import { SectionHeader } from "../parts/section-header.tsx";

interface Props {
  fellowship: LandingView["fellowship"];
  newsletterUrl: string;
  onApply: (event: MouseEvent<HTMLElement>) => void;
  applyButton: Ref<HTMLAnchorElement>;
}

/**
 * Built around the student who applies: what fellows get, then the stipend and the dates (or that they are not
 * announced yet) with the way to apply (`#apply`, which also opens the application), how it works, the questions
 * students ask first, and only then the ask to backers.
 */
export function FellowshipSection({ fellowship, newsletterUrl, onApply, applyButton }: Props) {
  return (
    <section id="fellowship" className="section fellowship" aria-labelledby="fellowship-title">
      <div className="container">
        <SectionHeader id="fellowship-title" eyebrow={fellowship.eyebrow} title={fellowship.title}>
          <p className="lead">{fellowship.intro}</p>
        </SectionHeader>
        <div className="fellowship__offer">
          <ul className="benefit-list">
            {fellowship.benefits.map((benefit) => (
              <li key={benefit.title} className="benefit">
                <h3 className="benefit__title">{benefit.title}</h3>
                <p>{benefit.description}</p>
              </li>
            ))}
          </ul>
          <CohortCard
            fellowship={fellowship}
            newsletterUrl={newsletterUrl}
            onApply={onApply}
            applyButton={applyButton}
          />
        </div>
        <FellowshipSteps howItWorks={fellowship.howItWorks} />
        <FellowshipFaq faq={fellowship.faq} />
        <BackerAsk backer={fellowship.backer} />
      </div>
    </section>
  );
}
