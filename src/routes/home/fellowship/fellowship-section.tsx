import type { MouseEvent, Ref } from "react";
import type { LandingView } from "../../../content/home/client/landing-copy.ts";
import { CohortCard } from "./cohort-card.tsx";
import { FellowshipFaq, FellowshipSteps } from "./fellowship-details.tsx";
import { SectionHeader } from "../parts/section-header.tsx";

interface Props {
  fellowship: LandingView["fellowship"];
  newsletterUrl: string;
  onApply: (event: MouseEvent<HTMLElement>) => void;
  applyButton: Ref<HTMLAnchorElement>;
}

/**
 * Built around the student who applies: the title and what fellows get beside the student's card (what is known,
 * what is not announced yet, and the way to apply: `#apply`, which also opens the application), how it works and the
 * questions students ask first. The backers' ask has its own band after it (backer-section.tsx).
 */
export function FellowshipSection({ fellowship, newsletterUrl, onApply, applyButton }: Props) {
  return (
    <section id="fellowship" className="section fellowship" aria-labelledby="fellowship-title">
      <div className="container">
        <div className="fellowship__offer">
          <div className="fellowship__lead">
            <SectionHeader id="fellowship-title" eyebrow={fellowship.eyebrow} title={fellowship.title}>
              <p className="lead">{fellowship.intro}</p>
            </SectionHeader>
            <ul className="benefit-list">
              {fellowship.benefits.map((benefit) => (
                <li key={benefit.title} className="benefit">
                  <h3 className="benefit__title">{benefit.title}</h3>
                  <p>{benefit.description}</p>
                </li>
              ))}
            </ul>
          </div>
          <CohortCard
            fellowship={fellowship}
            newsletterUrl={newsletterUrl}
            onApply={onApply}
            applyButton={applyButton}
          />
        </div>
        <FellowshipSteps howItWorks={fellowship.howItWorks} />
        <FellowshipFaq faq={fellowship.faq} />
      </div>
    </section>
  );
}
