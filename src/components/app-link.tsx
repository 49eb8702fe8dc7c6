// The site's links: React Router's `Link` and `NavLink`, with the same markup and click handling, without the
// framework-mode prefetching and view-transition code those components carry (about 1 kB gzip on every page).
// Every `to` here is a site path (from `paths`), so absolute URLs and relative resolution are not needed.
import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from "react-router-dom";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  /** A full page load instead of a client-side navigation. */
  reloadDocument?: boolean;
}

export function Link({ to, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} href={href} onClick={reloadDocument ? onClick : handleClick} target={target} data-discover="true" />
  );
}

/** A link marked `aria-current="page"` and `class="active"` while the current page is its path or below it. */
export function NavLink({ to, className = "", ...rest }: LinkProps) {
  const { pathname } = useResolvedPath(to);
  const current = useLocation().pathname.toLowerCase();
  const target = pathname.toLowerCase();
  const end = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  const active = current === target || (current.startsWith(target) && current.charAt(end) === "/");
  return (
    <Link
      {...rest}
      aria-current={active ? "page" : undefined}
      className={[className, active ? "active" : null].filter(Boolean).join(" ")}
      to={to}
    />
  );
}
