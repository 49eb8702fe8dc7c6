import type { HomeData } from "../../content/pages/index.ts";

export function HomePage({ data }: { data: HomeData }) {
  const { hero } = data.landing;
  return (
    <section className="hero container" aria-labelledby="hero-title">
      <h1 id="hero-title">{hero.headline}</h1>
      <p>{hero.subline}</p>
      {["about", "services", "fellowship", "contact"].map((id) => (
        <section key={id} id={id}><h2>{id}</h2></section>
      ))}
    </section>
  );
}
