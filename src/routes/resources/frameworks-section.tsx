// The storytelling frameworks on the resources hub.
import { ExternalLink } from "../../components/external-link.tsx";
import type { FrameworkCard } from "../../content/pages/page-data.ts";
import "./resources.css";

/** The four storytelling frameworks: what each is for, its stages, and where to learn more. */
export function FrameworksSection({ frameworks }: { frameworks: FrameworkCard[] }) {
  return (
    <section className="section frameworks" id="frameworks" aria-labelledby="frameworks-title">
      <div className="container">
        <header className="section__header">
          <p className="eyebrow">Storytelling frameworks</p>
          <h2 id="frameworks-title">Shapes a B2B story can take</h2>
          <p className="lead">
            Structures for turning a product, a customer or a founder into a story. Pick one by what you are writing.
          </p>
        </header>
        <ul className="frameworks__grid">
          {frameworks.map((framework) => (
            <li key={framework.format} className="framework-card card">
              <h3 className="framework-card__title">{framework.format}</h3>
              <p className="kicker framework-card__label">When to use it</p>
              <p className="framework-card__when">{framework.whenToUse}</p>
              <p className="kicker framework-card__label">Structure · {framework.stagesLabel}</p>
              <ol className="framework-card__stages">
                {framework.structure.map((stage, index) => (
                  <li key={index}>{stage}</li>
                ))}
              </ol>
              <ExternalLink className="framework-card__link" href={framework.link}>
                {framework.linkLabel}
                <span className="visually-hidden">: {framework.format}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
