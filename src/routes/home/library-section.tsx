// The landing page's path to the resources library: how many talks and categories it holds, and the first categories.
import type { LandingView } from "../../content/home/client/landing-copy.ts";
import type { LibrarySummary } from "../../content/pages/page-data.ts";
import { paths } from "../../content/shared/paths.ts";
import { Link } from "../../components/app-link.tsx";
import { SectionHeader } from "./parts/section-header.tsx";
import "./library-section.css";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface Props {
  copy: LandingView["library"];
  library: LibrarySummary;
}

/** The library in numbers, a link to each of its first categories, and one to the whole library. */
export function LibrarySection({ copy, library }: Props) {
  return (
    <section id="library" className="section library" aria-labelledby="library-title">
      <div className="container library__inner">
        <SectionHeader id="library-title" eyebrow={copy.eyebrow} title={copy.title}>
          <p className="lead">{copy.intro}</p>
        </SectionHeader>
        <div className="library__body">
          <p className="library__count">
            <strong>{count(library.talks, "talk", "talks")}</strong> in{" "}
            <strong>{count(library.categories, "category", "categories")}</strong>, among them:
          </p>
          <ul className="library__categories">
            {library.featured.map((category) => (
              <li key={category.href}>
                <Link className="library__category" to={category.href}>
                  <span className="library__name">{category.name}</span>
                  <span className="library__talks">{count(category.talks, "talk", "talks")}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link className="button button--dark library__all" to={paths.resources()}>
            {copy.linkLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}
