import type { StepView } from "../../../content/home/client/landing-copy.ts";

/**
 * Numbered steps, each with what happens and, when known, how long it takes. What is not announced yet is left out
 * here: the section's one not-announced line names it.
 */
export function StepList({ steps, className = "" }: { steps: StepView[]; className?: string }) {
  return (
    <ol className={`step-list ${className}`.trim()}>
      {steps.map((step) => (
        <li key={step.title} className="step">
          <h4 className="step__title">{step.title}</h4>
          <div className="step__body">
            {step.text ? <p className="step__text">{step.text}</p> : null}
            {step.time ? <p className="step__time">{step.time}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
