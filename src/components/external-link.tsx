// Links to other sites: a new tab, with no access back to this one.
import type { AnchorHTMLAttributes } from "react";

/** A link to another site: opens in a new tab, without giving that site access to this one. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** The visible mark of a link that leaves the site (its name already says it opens a new tab). */
export function ExternalMark() {
  return (
    <span className="external-mark" aria-hidden="true">
      ↗
    </span>
  );
}
