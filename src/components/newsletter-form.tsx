// The newsletter's sign-up: a plain HTML form that posts the reader's address to the provider, no JavaScript needed.
import { useId } from "react";
import type { Site } from "../content/shared/types.ts";
import { ExternalMark } from "./external-link.tsx";
import "./newsletter-form.css";

/** The provider's form settings from data/site.json (`newsletter.form`). */
export type NewsletterFormSettings = NonNullable<Site["newsletter"]>["form"];

/**
 * A labelled email field and a Subscribe button, posted to the provider in a new tab (docs/decisions/0060): the
 * provider answers with its own confirmation page, and the reader keeps the page they were on. `onDark` for a dark
 * card.
 */
export function NewsletterForm({ form, onDark = false }: { form: NewsletterFormSettings; onDark?: boolean }) {
  const id = useId();
  return (
    <form
      className={onDark ? "newsletter-form newsletter-form--on-dark" : "newsletter-form"}
      action={form.action}
      method="post"
      target="_blank"
      rel="noopener"
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
    </form>
  );
}
