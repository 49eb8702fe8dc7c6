// The not-found page, with the ways back into the site.
import { Link } from "../components/app-link.tsx";
import { paths } from "../content/shared/paths.ts";
import { site } from "../site/site.ts";
import { NewsletterForm } from "../components/newsletter-form.tsx";

export function NotFoundPage() {
  return (
    <section className="status-page status-page--not-found container" aria-labelledby="not-found-title">
      <p className="status-page__numeral" aria-hidden="true">
        404
      </p>
      <div className="status-page__body">
        <p className="eyebrow">Page not found</p>
        <h1 id="not-found-title">This page does not exist</h1>
        <p className="lead">
          The address may be mistyped, or the page has moved. It happens to the best-kept sites; let us get you back on
          track.
        </p>
        <div className="status-page__actions">
          <Link className="button" to={paths.home()}>
            Back to home
          </Link>
        </div>
        <ul className="status-page__links">
          <li>
            <Link to={paths.blog()}>Blog</Link>: articles on First Principles thinking and clear communication
          </li>
          <li>
            <Link to={paths.resources()}>Resources</Link>: curated talks and videos for B2B marketers
          </li>
          <li>
            <Link to={paths.section("fellowship")}>The fellowship</Link>: a paid storytelling fellowship for students
          </li>
        </ul>
        {site.newsletter ? (
          <section className="status-page__newsletter" aria-labelledby="not-found-newsletter">
            <h2 id="not-found-newsletter">Subscribe to our newsletter</h2>
            <p>Insights on First Principles thinking, B2B marketing and clear communication.</p>
            <NewsletterForm form={site.newsletter.form} />
          </section>
        ) : null}
      </div>
    </section>
  );
}
