import type { StepView } from "../../../content/home/client/landing-copy.ts";

/** Numbered steps, each with what happens and, when known, how long it takes; what is not announced yet says so. */
export function StepList({ steps, className = "" }: { steps: StepView[]; className?: string }) {
  return (
    <ol className={`step-list ${className}`.trim()}>
      {steps.map((step) => (
        <li key={step.title} className="step">
          <h4 className="step__title">{step.title}</h4>
          <p className={step.pending.text ? "step__text is-pending" : "step__text"}>{step.text}</p>
          {step.time ? <p className={step.pending.time ? "step__time is-pending" : "step__time"}>{step.time}</p> : null}
        </li>
      ))}
    </ol>
  );
}
