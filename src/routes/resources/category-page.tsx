import { Link } from "react-router-dom";
import type { CategoryData } from "../../content/pages/index.ts";
import { paths } from "../../content/paths.ts";

export function CategoryPage({ data }: { data: CategoryData }) {
  const { category } = data;
  return (
    <section className="container" aria-labelledby="category-title">
      <Link to={paths.resources()}>Back to all categories</Link>
      <h1 id="category-title">{category.name}</h1>
      <ul>
        {category.videos.map((video) => (
          <li key={video.link}>
            <a href={video.link} target="_blank" rel="noopener noreferrer">{video.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
