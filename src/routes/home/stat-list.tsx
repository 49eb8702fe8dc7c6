import type { LandingView } from "../../content/shared/landing-copy.ts";

type Statistic = LandingView["about"]["stats"][number];

/** Figures with what each measures (and, for industry figures, where it comes from). */
export function StatList({ stats, className = "" }: { stats: Statistic[]; className?: string }) {
  return (
    <ul className={`stat-list ${className}`.trim()}>
      {stats.map((stat) => (
        <li key={stat.value} className="stat">
          <span className="stat__value">{stat.value}</span>
          <span className="stat__label">{stat.label}</span>
          {stat.source ? <span className="stat__source">{stat.source}</span> : null}
        </li>
      ))}
    </ul>
  );
}
