// The home page's About section: the problem, with its figures.
import type { LandingView } from "../../content/home/client/landing-copy.ts";
import { SampleMark } from "./parts/sample-mark.tsx";
import { SectionHeader } from "./parts/section-header.tsx";
import { StatList } from "./parts/stat-list.tsx";

/** The problem we solve, with the industry figures behind it. */
export function AboutSection({ about }: { about: LandingView["about"] }) {
  return (
    <section id="about" className="section about" aria-labelledby="about-title">
      <div className="container">
        <div className="about__grid">
          <SectionHeader id="about-title" eyebrow={about.eyebrow} title={about.title} />
          <div className="about__text">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {about.sample ? <SampleMark>Sample wording</SampleMark> : null}
          </div>
        </div>
        <StatList stats={about.stats} className="stat-list--problem" />
      </div>
    </section>
  );
}
