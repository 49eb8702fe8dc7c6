// The site's header: brand, navigation, theme toggle and the phone menu.
import { useCallback, useId, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { Link, NavLink } from "../app-link.tsx";
import { site } from "../../site/site.ts";
import { paths } from "../../content/shared/paths.ts";
import { ExternalLink } from "../external-link.tsx";
import { assetHref } from "../../site/asset-href.ts";
import { ThemeToggle } from "./theme-toggle.tsx";
import { useMenuFocus } from "./use-menu-focus.ts";

const sections = [
  { id: "about", label: "About" },
  { id: "services", label: "Services" },
  { id: "fellowship", label: "Fellowship" },
  { id: "contact", label: "Contact" },
] as const;

/**
 * Brand, navigation (the current part of the site marked with aria-current), the theme toggle and the founders'
 * action. Below desktop width a menu button opens the navigation as a panel over a backdrop, with an Apply action.
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
          <img src={assetHref(paths.favicon())} alt="" width="28" height="28" />
          {site.name}
        </Link>
        <nav id={menuId} className={`site-nav${open ? " site-nav--open" : ""}`} aria-label="Main">
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <Link to={paths.section(section.id)} onClick={close}>
                  {section.label}
                </Link>
              </li>
            ))}
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
              <Link to={paths.search()} onClick={close}>
                Search
              </Link>
            </li>
            <li>
              <ExternalLink href={site.newsletterUrl} onClick={close}>
                Newsletter
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
              Apply to the fellowship
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
