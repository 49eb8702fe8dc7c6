// The page of one resources category and its videos.
import { Link } from "../../components/app-link.tsx";
import type { CategoryData } from "../../content/pages/page-data.ts";
import { paths } from "../../content/shared/paths.ts";
import { Breadcrumb } from "./breadcrumb.tsx";
import { VideoCard } from "./video-card.tsx";
import "./resources.css";

/** One resources category: where it sits, what it covers, its videos, and the other categories. */
export function CategoryPage({ data }: { data: CategoryData }) {
  const { category, others } = data;
  return (
    <>
      <header className="category-hero">
        <div className="container">
          <Breadcrumb
            trail={[
              { label: "Home", to: paths.home() },
              { label: "Resources", to: paths.resources() },
            ]}
            current={category.name}
          />
          <h1 className="category-hero__title">{category.name}</h1>
          <p className="lead category-hero__lead">{category.description}</p>
        </div>
      </header>
      <section className="category-videos" aria-labelledby="videos-title">
        <div className="container">
          <div className="category-videos__bar">
            <Link className="back-link" to={paths.resources()}>
              <span aria-hidden="true">←</span> Back to all categories
            </Link>
            <h2 id="videos-title" className="category-videos__count">
              {category.countLabel}
            </h2>
          </div>
          <ul className="video-grid">
            {category.videos.map((video, index) => (
              <VideoCard key={`${index}:${video.link}`} video={video} />
            ))}
          </ul>
        </div>
      </section>
      {others.length > 0 ? (
        <nav className="container more-categories" aria-labelledby="more-title">
          <h2 id="more-title" className="more-categories__title">
            Keep browsing
          </h2>
          <ul className="more-categories__list">
            {others.map((other) => (
              <li key={other.slug}>
                <Link to={paths.category(other.slug)}>{other.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
