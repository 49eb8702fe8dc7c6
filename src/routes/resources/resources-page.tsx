// The resources hub: the searchable categories, then the frameworks.
import { useId, useRef } from "react";
import type { ResourcesData } from "../../content/pages/page-data.ts";
import { filterCategories, resultsAnnouncement } from "../../content/resources/client/resource-filter.ts";
import { CategoryCard } from "./category-card.tsx";
import { FrameworksSection } from "./frameworks-section.tsx";
import { NoResults } from "./no-results.tsx";
import { ResourceSearch } from "./resource-search.tsx";
import { useSearchQuery } from "./use-search-query.ts";
import "./resources.css";

/** The resources hub: a searchable grid of video categories, then the storytelling frameworks. */
export function ResourcesPage({ data }: { data: ResourcesData }) {
  const [query, setQuery] = useSearchQuery();
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const results = filterCategories(data.categories, query);
  const clear = () => {
    setQuery("");
    inputRef.current?.focus();
  };
  return (
    <>
      <header className="resources-hero">
        <div className="container">
          <p className="eyebrow">Resources</p>
          <h1 className="resources-hero__title">B2B Marketing Resources</h1>
          <p className="lead resources-hero__lead">
            Hand-picked talks and videos on clear communication, First Principles thinking and B2B marketing, sorted
            into topics you can browse or search.
          </p>
          <ResourceSearch value={query} onChange={setQuery} inputRef={inputRef} statusId={statusId} />
          <p className="resources-hero__meta">
            <span>{data.summary}</span>
            <a href="#frameworks">Jump to the storytelling frameworks</a>
          </p>
        </div>
      </header>
      <section className="resources-library" aria-labelledby="library-title">
        <div className="container">
          <div className="resources-library__bar">
            <h2 id="library-title" className="resources-library__title">
              Browse by topic
            </h2>
            <p id={statusId} className="resources-library__status" role="status">
              {resultsAnnouncement(results.length, data.categories.length, query)}
            </p>
          </div>
          {results.length > 0 ? (
            <ul className="category-grid">
              {results.map((card) => (
                <CategoryCard key={card.slug} card={card} query={query} />
              ))}
            </ul>
          ) : (
            <NoResults onClear={clear} />
          )}
        </div>
      </section>
      <FrameworksSection frameworks={data.frameworks} />
    </>
  );
}
