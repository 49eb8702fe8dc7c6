// The landing page's newsletter sign-up, shown when the provider's form is set (data/site.json `newsletter.form`).
import { NewsletterForm, type NewsletterFormSettings } from "../../components/newsletter-form.tsx";
import "./newsletter-section.css";

/** A panel at the end of the page: what the newsletter is about, beside its sign-up form on wide screens. */
export function NewsletterSection({ form }: { form: NewsletterFormSettings }) {
  return (
    <section id="newsletter" className="section newsletter-section" aria-labelledby="newsletter-title">
      <div className="container">
        <div className="newsletter-section__panel">
          <div>
            <p className="eyebrow">Newsletter</p>
            <h2 id="newsletter-title">Subscribe to our newsletter</h2>
            <p className="newsletter-section__text">
              Insights on First Principles thinking, B2B marketing and clear communication.
            </p>
          </div>
          <NewsletterForm form={form} />
        </div>
      </div>
    </section>
  );
}
