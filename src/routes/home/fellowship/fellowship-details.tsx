import type { LandingView } from "../../../content/home/client/landing-copy.ts";
import { StepList } from "../parts/step-list.tsx";

type Fellowship = LandingView["fellowship"];

/** "How it works": the steps from application to the first paid piece; what is not announced yet is left out. */
export function FellowshipSteps({ howItWorks }: Pick<Fellowship, "howItWorks">) {
  if (!howItWorks) return null;
  return (
    <section className="fellowship-steps" aria-labelledby="fellowship-steps-title">
      <h3 id="fellowship-steps-title" className="fellowship-steps__title">
        {howItWorks.title}
      </h3>
      <StepList steps={howItWorks.steps} className="step-list--dark" />
    </section>
  );
}

/** Students' first questions, answered from what the site states; each opens without JavaScript (<details>). */
export function FellowshipFaq({ faq }: Pick<Fellowship, "faq">) {
  if (!faq) return null;
  return (
    <section className="faq" aria-labelledby="faq-title">
      <h3 id="faq-title" className="faq__title">
        {faq.title}
      </h3>
      <div className="faq__list">
        {faq.items.map((item) => (
          <details key={item.question} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <p className="faq__answer">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
