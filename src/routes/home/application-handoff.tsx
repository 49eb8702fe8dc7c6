import { track } from "../../site/analytics.ts";
import { useState } from "react";
import {
  applicationFileName,
  applicationText,
  type ApplicationDrafts,
} from "../../content/shared/application-outputs.ts";
import type { LandingView } from "../../content/shared/landing-copy.ts";
import { ExternalLink } from "../../components/external-link.tsx";

interface Props {
  drafts: ApplicationDrafts;
  /** "mail": handed to the mail app; "failed": the endpoint did not receive it. */
  reason: "mail" | "failed";
  copy: LandingView["application"]["handoff"];
  onDismiss: () => void;
}

/**
 * After a submit: every way to finish when the email link could not carry everything, no mail app opened, or the
 * endpoint did not answer: the full text to copy or download, the address and subject, and the draft in the mail
 * app, Gmail or Outlook on the web.
 */
export function ApplicationHandoff({ drafts, reason, copy, onDismiss }: Props) {
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const mail = drafts.mailto;
  const copyFullText = async () => {
    try {
      await navigator.clipboard.writeText(mail.fullBody);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  };
  const shortened = reason === "mail" && mail.truncated;
  const showText = mail.truncated || copyState === "failed";
  const text = reason === "failed" ? copy.sendFailedText : shortened ? copy.overflowText : copy.fallbackText;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(applicationText(mail))}`;
  return (
    <section
      className={`handoff${shortened ? " handoff--warning" : ""}`}
      aria-labelledby="handoff-title"
      aria-describedby="handoff-text"
    >
      <h3 id="handoff-title" className={shortened ? "handoff__title" : "visually-hidden"}>
        {shortened ? copy.overflowTitle : reason === "failed" ? copy.mailAppLabel : copy.reopenLabel}
      </h3>
      <p id="handoff-text">{text}</p>
      <dl className="handoff__meta">
        <div>
          <dt>{copy.toLabel}</dt>
          <dd>{mail.to}</dd>
        </div>
        <div>
          <dt>{copy.subjectLabel}</dt>
          <dd>{mail.subject}</dd>
        </div>
      </dl>
      <div className="handoff__actions">
        <button type="button" className="button button--small" onClick={() => void copyFullText()}>
          {copy.copyLabel}
        </button>
        <a
          className="button button--ghost button--small"
          href={download}
          download={applicationFileName}
          onClick={() => track("Application sent", { route: "txt" })}
        >
          {copy.downloadLabel}
        </a>
        <a
          className="button button--ghost button--small"
          href={mail.href}
          // Reopening a draft the mail app already had is no new sending; after a failed post it is the first.
          onClick={reason === "failed" ? () => track("Application sent", { route: "mail" }) : undefined}
        >
          {reason === "failed" ? copy.mailAppLabel : copy.reopenLabel}
        </a>
        <ExternalLink
          className="button button--ghost button--small"
          href={drafts.gmail.href}
          onClick={() => track("Application sent", { route: "gmail" })}
        >
          {copy.gmailLabel}
        </ExternalLink>
        <ExternalLink
          className="button button--ghost button--small"
          href={drafts.outlook.href}
          onClick={() => track("Application sent", { route: "outlook" })}
        >
          {copy.outlookLabel}
        </ExternalLink>
        <button type="button" className="button button--ghost button--small" onClick={onDismiss}>
          {copy.dismissLabel}
        </button>
        <p className="handoff__copy-status" role="status">
          {copyState === "copied" ? copy.copiedLabel : copyState === "failed" ? copy.copyFailedLabel : ""}
        </p>
      </div>
      {showText ? (
        <div className="field">
          <label className="field__label" htmlFor="handoff-full-text">
            {copy.fullTextLabel}
          </label>
          <textarea id="handoff-full-text" className="handoff__full-text" readOnly value={mail.fullBody} rows={10} />
        </div>
      ) : null}
    </section>
  );
}
