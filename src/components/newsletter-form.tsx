// The newsletter's sign-up: a plain HTML form that posts the reader's address to the provider, no JavaScript needed.
import { useEffect, useId, useRef, useState } from "react";
import type { Site } from "../content/shared/types.ts";
import { ExternalMark } from "./external-link.tsx";
import "./newsletter-form.css";

/** The provider's form settings from data/site.json (`newsletter.form`). */
export type NewsletterFormSettings = NonNullable<Site["newsletter"]>["form"];

/** How long after a Subscribe a refused redirect is taken for this form's answer. */
const answerWindowMs = 60_000;

/**
 * The provider's host, when the browser refused its answer: the CSP's `form-action` blocks a provider's redirect to an
 * origin it does not list (`newsletter.form.confirmationOrigin`, decision 71), and Chromium then opens no tab at all.
 * The page hears of it as a `securitypolicyviolation` event whose `blockedURI` is the address first posted to (a
 * redirect's target is not disclosed).
 */
function useRefusedAnswer(): { sent: () => void; refusedHost: string | null } {
  const sentAt = useRef(Number.NEGATIVE_INFINITY);
  const [refusedHost, setRefusedHost] = useState<string | null>(null);
  useEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective !== "form-action" || performance.now() - sentAt.current > answerWindowMs) return;
      setRefusedHost(URL.canParse(event.blockedURI) ? new URL(event.blockedURI).host : "another site");
    };
    document.addEventListener("securitypolicyviolation", onViolation);
    return () => document.removeEventListener("securitypolicyviolation", onViolation);
  }, []);
  return {
    sent: () => {
      sentAt.current = performance.now();
      setRefusedHost(null);
    },
    refusedHost,
  };
}

/**
 * A labelled email field and a Subscribe button, posted to the provider in a new tab (docs/decisions/0060): the
 * provider answers with its own confirmation page, and the reader keeps the page they were on. Should the browser
 * refuse that page, the form says so where the reader is. `onDark` for a dark card.
 */
export function NewsletterForm({ form, onDark = false }: { form: NewsletterFormSettings; onDark?: boolean }) {
  const id = useId();
  const { sent, refusedHost } = useRefusedAnswer();
  return (
    <form
      className={onDark ? "newsletter-form newsletter-form--on-dark" : "newsletter-form"}
      action={form.action}
      method="post"
      target="_blank"
      rel="noopener"
      onSubmit={sent}
    >
      <label className="newsletter-form__label" htmlFor={id}>
        Your email address
      </label>
      <div className="newsletter-form__row">
        <input
          id={id}
          className="field-control newsletter-form__input"
          type="email"
          name={form.field}
          autoComplete="email"
          required
        />
        <button className="button newsletter-form__button" type="submit">
          Subscribe
          <ExternalMark />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </button>
      </div>
      <p className="newsletter-form__status" role="status">
        {refusedHost
          ? `Your address was sent to the newsletter service on ${refusedHost}, but this site's security settings ` +
            "stopped its answer page from opening."
          : null}
      </p>
    </form>
  );
}
