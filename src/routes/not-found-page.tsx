import { Link } from "react-router-dom";
import { paths } from "../content/paths.ts";

export function NotFoundPage() {
  return (
    <section className="status-page container" aria-labelledby="not-found-title">
      <p className="eyebrow">404</p>
      <h1 id="not-found-title">This page does not exist</h1>
      <p>The address may be mistyped, or the page has moved. One of these will get you back on track:</p>
      <ul className="status-page__links">
        <li><Link to={paths.home()}>Home</Link>: what we do and the storytelling fellowship</li>
        <li><Link to={paths.blog()}>Blog</Link>: articles on First Principles thinking and clear communication</li>
        <li><Link to={paths.resources()}>Resources</Link>: curated talks and videos for B2B marketers</li>
      </ul>
    </section>
  );
}
