import { useState } from "react";
import type { ApplicationMail } from "../../content/fellowship.ts";
import type { LandingView } from "../../content/landing.ts";

interface Props {
  mail: ApplicationMail;
  copy: LandingView["application"]["handoff"];
  onDismiss: () => void;
}

/**
 * After a submit: the way to finish when the email link could not carry everything (or no mail client opened):
 * the full text to copy, the address and subject, and the draft to open again.
 */
export function ApplicationHandoff({ mail, copy, onDismiss }: Props) {
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const copyFullText = async () => {
    try {
      await navigator.clipboard.writeText(mail.fullBody);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  };
  const showText = mail.truncated || copyState === "failed";
  return (
    <section className={`handoff${mail.truncated ? " handoff--warning" : ""}`} aria-labelledby="handoff-title" aria-describedby="handoff-text">
      <h3 id="handoff-title" className={mail.truncated ? "handoff__title" : "visually-hidden"}>
        {mail.truncated ? copy.overflowTitle : copy.reopenLabel}
      </h3>
      <p id="handoff-text">{mail.truncated ? copy.overflowText : copy.fallbackText}</p>
      <dl className="handoff__meta">
        <div><dt>{copy.toLabel}</dt><dd>{mail.to}</dd></div>
        <div><dt>{copy.subjectLabel}</dt><dd>{mail.subject}</dd></div>
      </dl>
      <div className="handoff__actions">
        <button type="button" className="button button--small" onClick={() => void copyFullText()}>{copy.copyLabel}</button>
        <a className="button button--ghost button--small" href={mail.href}>{copy.reopenLabel}</a>
        <button type="button" className="button button--ghost button--small" onClick={onDismiss}>{copy.dismissLabel}</button>
        <p className="handoff__copy-status" role="status">
          {copyState === "copied" ? copy.copiedLabel : copyState === "failed" ? copy.copyFailedLabel : ""}
        </p>
      </div>
      {showText ? (
        <div className="field">
          <label className="field__label" htmlFor="handoff-full-text">{copy.fullTextLabel}</label>
          <textarea id="handoff-full-text" className="handoff__full-text" readOnly value={mail.fullBody} rows={10} />
        </div>
      ) : null}
    </section>
  );
}
