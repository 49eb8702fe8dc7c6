import { track } from "../../../site/analytics.ts";
import { useState } from "react";
import {
  applicationFileName,
  applicationText,
  type ApplicationDrafts,
} from "../../../content/home/client/application-outputs.ts";
import type { LandingView } from "../../../content/home/client/landing-copy.ts";
import { ExternalLink, ExternalMark } from "../../../components/external-link.tsx";

interface Props {
  drafts: ApplicationDrafts;
  /** "mail": handed to the mail app; "failed": the endpoint did not receive it. */
  reason: "mail" | "failed";
  copy: LandingView["application"]["handoff"];
  onDismiss: () => void;
}

/**
 * After a submit: one next step and one second choice, then the other ways folded in a <details> (it opens without
 * JavaScript). The next step is the draft in the mail app (again, or at last after a failed post); when the email
 * link could carry only part of the application, it is the full text to copy and paste into that email instead.
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
  const mailLink = (className: string) => (
    <a
      key="mail"
      className={className}
      href={mail.href}
      // Reopening a draft the mail app already had is no new sending; after a failed post it is the first.
      onClick={reason === "failed" ? () => track("Application sent", { route: "mail" }) : undefined}
    >
      {reason === "failed" ? copy.mailAppLabel : copy.reopenLabel}
    </a>
  );
  const copyButton = (className: string) => (
    <button key="copy" type="button" className={className} onClick={() => void copyFullText()}>
      {copy.copyLabel}
    </button>
  );
  const [next, second] = shortened ? [copyButton, mailLink] : [mailLink, copyButton];
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
        {next("button")}
        {second("button button--ghost")}
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
      <div className="handoff__end">
        <details className="handoff__more">
          <summary className="handoff__more-label">{copy.otherWaysLabel}</summary>
          <ul className="handoff__ways">
            <li>
              <ExternalLink href={drafts.gmail.href} onClick={() => track("Application sent", { route: "gmail" })}>
                {copy.gmailLabel}
                <ExternalMark />
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={drafts.outlook.href} onClick={() => track("Application sent", { route: "outlook" })}>
                {copy.outlookLabel}
                <ExternalMark />
              </ExternalLink>
            </li>
            <li>
              <a
                href={download}
                download={applicationFileName}
                onClick={() => track("Application sent", { route: "txt" })}
              >
                {copy.downloadLabel}
              </a>
            </li>
          </ul>
        </details>
        <button type="button" className="handoff__dismiss" onClick={onDismiss}>
          {copy.dismissLabel}
        </button>
      </div>
    </section>
  );
}
