import type { LandingView } from "../../content/shared/landing-copy.ts";

type Steps = NonNullable<LandingView["fellowship"]["howItWorks"]>["steps"];

/** Numbered steps, each with what happens and, when known, how long it takes. */
export function StepList({ steps, className = "" }: { steps: Steps; className?: string }) {
  return (
    <ol className={`step-list ${className}`.trim()}>
      {steps.map((step) => (
        <li key={step.title} className="step">
          <h4 className="step__title">{step.title}</h4>
          <p className="step__text">{step.text}</p>
          {step.time ? <p className="step__time">{step.time}</p> : null}
        </li>
      ))}
    </ol>
  );
}
