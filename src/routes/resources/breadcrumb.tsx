// The breadcrumb trail of a resources page.
import { Link } from "../../components/app-link.tsx";
import "./resources.css";

export interface Crumb {
  label: string;
  to: string;
}

/** Where a page sits in the site: links to its parents, then the page itself marked as current. */
export function Breadcrumb({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
