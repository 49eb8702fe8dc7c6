// The site's header: brand, navigation, theme toggle and the phone menu.
import { useCallback, useId, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { Link, NavLink } from "../app-link.tsx";
import { site } from "../../site/site.ts";
import { paths } from "../../content/shared/paths.ts";
import { ExternalLink, ExternalMark } from "../external-link.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { useMenuFocus } from "./use-menu-focus.ts";

/**
 * Brand, the three links the spec asks for plus the fellowship (the current part of the site marked with
 * aria-current; the newsletter marked external), the founders' action at the links' size, and the theme toggle.
 * The landing page's other sections are linked from the footer. Below desktop width a menu button opens the
 * navigation as a panel over a backdrop, with an Apply action.
 */
export function SiteHeader() {
  const location = useLocation();
  // The menu is open for the page it was opened on: any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const close = useCallback(() => setOpenOn(null), []);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  useMenuFocus(open, menuButton, menuId, close);
  return (
    <header className={`site-header${open ? " site-header--menu-open" : ""}`}>
      <div className="container site-header__inner">
        <Link className="brand" to={paths.home()} onClick={close}>
          <BrandMark />
          {site.name}
        </Link>
        <nav id={menuId} className={`site-nav${open ? " site-nav--open" : ""}`} aria-label="Main">
          <ul>
            <li>
              <NavLink to={paths.blog()} onClick={close}>
                Blog
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.resources()} onClick={close}>
                Resources
              </NavLink>
            </li>
            <li>
              <Link to={paths.section("fellowship")} onClick={close}>
                Fellowship
              </Link>
            </li>
            <li>
              <ExternalLink href={site.newsletterUrl} onClick={close}>
                Newsletter
                <ExternalMark />
              </ExternalLink>
            </li>
          </ul>
          <div className="site-nav__actions">
            <Link className="button button--small site-nav__cta" to={paths.section("services")} onClick={close}>
              Work with us
            </Link>
            <Link
              className="button button--dark button--small site-nav__apply"
              to={paths.section("apply")}
              onClick={close}
            >
              Join Fellowship
            </Link>
          </div>
        </nav>
        <ThemeToggle />
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          data-replay
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpenOn(open ? null : location.key)}
        >
          <span className="menu-button__icon" aria-hidden="true" />
          {open ? "Close" : "Menu"}
        </button>
      </div>
      {open ? <div className="site-nav__backdrop" aria-hidden="true" onClick={close} /> : null}
    </header>
  );
}
