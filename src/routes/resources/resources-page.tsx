import { Link } from "react-router-dom";
import type { ResourcesData } from "../../content/pages/index.ts";
import { paths } from "../../content/paths.ts";

export function ResourcesPage({ data }: { data: ResourcesData }) {
  return (
    <section className="container" aria-labelledby="resources-title">
      <h1 id="resources-title">B2B Marketing Resources</h1>
      <ul>
        {data.categories.map((category) => (
          <li key={category.slug}>
            <Link to={paths.category(category.slug)}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
