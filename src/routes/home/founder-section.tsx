import type { LandingView } from "../../content/home/client/landing-copy.ts";
import type { Site } from "../../content/shared/types.ts";
import { FounderPortrait } from "./parts/founder-portrait.tsx";
import { SampleMark } from "./parts/sample-mark.tsx";
import { StatList } from "./parts/stat-list.tsx";

interface Props {
  founder: LandingView["founder"];
  person: Site["founder"];
}

/** Who is behind the studio, and the track record in figures. */
export function FounderSection({ founder, person }: Props) {
  return (
    <section className="section founder" aria-labelledby="founder-title">
      <div className="container">
        <div className="founder__grid">
          <figure className="founder__figure">
            <FounderPortrait {...founder.portrait} />
          </figure>
          <div className="founder__text">
            <p className="eyebrow">{founder.eyebrow}</p>
            <h2 id="founder-title">{founder.title}</h2>
            <p className="founder__name">
              <span className="founder__person">{person.name}</span>
              <span className="founder__role">{person.role}</span>
            </p>
            {founder.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {founder.sample ? <SampleMark>Sample biography</SampleMark> : null}
          </div>
        </div>
        <StatList stats={founder.stats} className="stat-list--record" sampleLabel="Sample wording" />
        <p className="founder__note">{founder.statsNote}</p>
      </div>
    </section>
  );
}
