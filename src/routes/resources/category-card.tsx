// A category's card on the resources hub.
import { Link } from "../../components/app-link.tsx";
import type { CategoryCard as Card } from "../../content/pages/page-data.ts";
import { paths } from "../../content/shared/paths.ts";
import { matchingTitles } from "../../content/resources/client/resource-filter.ts";
import "./resources.css";

/** One category on the hub: name, description, the first video titles, and why it matches a search. */
export function CategoryCard({ card, query }: { card: Card; query: string }) {
  const hiddenMatches = matchingTitles(card, query).filter((title) => !card.preview.includes(title));
  const [firstMatch] = hiddenMatches;
  return (
    <li className="category-card card">
      <p className="category-card__count">{card.countLabel}</p>
      <h3 className="category-card__title">
        <Link className="category-card__link" to={paths.category(card.slug)}>
          {card.name}
        </Link>
      </h3>
      <p className="category-card__description">{card.description}</p>
      <ul className="category-card__preview">
        {card.preview.map((title, index) => (
          <li key={index}>{title}</li>
        ))}
      </ul>
      {card.moreLabel ? <p className="category-card__more">{card.moreLabel}</p> : null}
      {firstMatch ? (
        <p className="category-card__match">
          Matching video: <mark>{firstMatch}</mark>
          {hiddenMatches.length > 1 ? ` and ${hiddenMatches.length - 1} more` : null}
        </p>
      ) : null}
      <p className="category-card__cta" aria-hidden="true">
        Browse the videos <span className="arrow">→</span>
      </p>
    </li>
  );
}
