// What the application form says about itself: missing fields, the outcome, restored answers.
import { useEffect, useRef } from "react";
import { applicationFields, missingRequired, type Application } from "../../../content/home/client/fellowship.ts";
import type { LandingView } from "../../../content/home/client/landing-copy.ts";
import { focusField, fieldId } from "./application-field.tsx";
import type { SubmitStatus } from "./use-application-sending.ts";

type Copy = LandingView["application"];

/** The required fields still empty, by their labels, each a link to its field: why Submit is still disabled. */
export function MissingFields({ values, label }: { values: Application; label: string }) {
  const missing = missingRequired(values);
  if (missing.length === 0) return null;
  const labels = new Map(applicationFields.map((field) => [field.name, field.label]));
  return (
    <div id="apply-missing" className="apply-form__missing">
      <p className="apply-form__note">{label}</p>
      <ul>
        {missing.map((name) => (
          <li key={name}>
            <a
              href={`#${fieldId(name)}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(name);
              }}
            >
              {labels.get(name)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const politeMessages: Partial<Record<SubmitStatus, (copy: Copy) => string>> = {
  success: (copy) => copy.successMessage,
  shortened: (copy) => copy.shortenedMessage,
  received: (copy) => copy.receivedMessage,
};
const urgentMessages: Partial<Record<SubmitStatus, (copy: Copy) => string>> = {
  error: (copy) => copy.errorMessage,
  failed: (copy) => copy.sendFailedMessage,
  offline: (copy) => copy.offlineMessage,
  unchecked: (copy) => copy.challengeFailedMessage,
};
/** Outcomes the visitor must read before anything else: focus moves to their message. */
const focused = new Set<SubmitStatus>(["shortened", "received", "failed", "offline", "unchecked"]);

/** The outcome of a submit, in live regions (a polite one, and an alert for failures). */
export function SubmitOutcome({ status, copy }: { status: SubmitStatus; copy: Copy }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focused.has(status)) message.current?.focus();
  }, [status]);
  const polite = politeMessages[status]?.(copy);
  const urgent = urgentMessages[status]?.(copy);
  const tone =
    status === "shortened" || status === "offline" ? "notice--warning" : urgent ? "notice--error" : "notice--success";
  return (
    <>
      <div className="apply-form__status" role="status">
        {polite ? (
          <p ref={message} tabIndex={-1} className={`notice ${tone}`}>
            {polite}
          </p>
        ) : null}
      </div>
      <div className="apply-form__status" role="alert">
        {urgent ? (
          <p ref={message} tabIndex={-1} className={`notice ${tone}`}>
            {urgent}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** Shown when answers saved on this device were put back, above everything else so it is seen on opening. */
export function RestoredNotice({ copy, onStartOver }: { copy: Copy; onStartOver: () => void }) {
  return (
    <div className="apply-restored" role="status">
      <p>{copy.restoredNotice}</p>
      <button type="button" className="button button--ghost button--small" onClick={onStartOver}>
        {copy.startOverLabel}
      </button>
    </div>
  );
}
