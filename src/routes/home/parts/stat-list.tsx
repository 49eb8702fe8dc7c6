// A list of figures, each with what it measures and where it comes from.
import type { LandingView } from "../../../content/home/client/landing-copy.ts";
import { ExternalLink } from "../../../components/external-link.tsx";
import { SampleMark } from "./sample-mark.tsx";

type Statistic = LandingView["about"]["stats"][number];

/** "Name, year", linked when the source has an address. */
function StatSource({ source }: { source: NonNullable<Statistic["source"]> }) {
  const text = source.year ? `${source.name}, ${source.year}` : source.name;
  return (
    <span className="stat__source">
      Source: {source.url ? <ExternalLink href={source.url}>{text}</ExternalLink> : text}
    </span>
  );
}

interface Props {
  stats: Statistic[];
  className?: string;
  /** The label of a figure marked sample: by default, an industry figure whose source is still to come. */
  sampleLabel?: string;
}

/** Figures with what each measures (and, for industry figures, where it comes from). */
export function StatList({ stats, className = "", sampleLabel = "Sample: source to be added" }: Props) {
  return (
    <ul className={`stat-list ${className}`.trim()}>
      {stats.map((stat) => (
        <li key={stat.value} className="stat">
          <span className="stat__value">{stat.value}</span>
          <span className="stat__label">{stat.label}</span>
          {stat.source ? <StatSource source={stat.source} /> : null}
          {stat.sample ? <SampleMark>{sampleLabel}</SampleMark> : null}
        </li>
      ))}
    </ul>
  );
}
