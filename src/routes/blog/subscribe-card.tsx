// The newsletter card after a post.
import { site } from "../../site/site.ts";
import { ExternalLink } from "../../components/external-link.tsx";
import { NewsletterForm } from "../../components/newsletter-form.tsx";

/** The card after a post: the newsletter's sign-up form when one is set, else a link to the newsletter (a new tab). */
export function SubscribeCard() {
  return (
    <aside className="subscribe-card" aria-labelledby="subscribe-title">
      <h2 className="subscribe-card__title" id="subscribe-title">
        Enjoyed this post?
      </h2>
      <p className="subscribe-card__text">
        Subscribe to our newsletter for more insights on First Principles thinking, B2B marketing and clear
        communication.
      </p>
      {site.newsletter ? (
        <NewsletterForm form={site.newsletter.form} onDark />
      ) : (
        <ExternalLink className="button subscribe-card__button" href={site.newsletterUrl}>
          Subscribe to Newsletter
        </ExternalLink>
      )}
    </aside>
  );
}
