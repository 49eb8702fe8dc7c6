import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { site } from "../../app/site.ts";
import { paths } from "../../content/paths.ts";
import { ExternalLink } from "../external-link.tsx";
import { assetHref } from "../../app/asset-href.ts";

const sections = [
  { id: "about", label: "About" },
  { id: "services", label: "Services" },
  { id: "fellowship", label: "Fellowship" },
  { id: "contact", label: "Contact" },
] as const;

/** Brand, navigation and (below tablet width) a menu button that toggles the navigation. */
export function SiteHeader() {
  const location = useLocation();
  // The menu is open for the page it was opened on: any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (value: boolean) => setOpenOn(value ? location.key : null);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Focus inside the menu would vanish with it: hand it back to the button that opened the menu.
      if (document.getElementById(menuId)?.contains(document.activeElement)) menuButton.current?.focus();
      setOpenOn(null);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, menuId]);
  const close = () => setOpen(false);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link className="brand" to={paths.home()} onClick={close}>
          <img src={assetHref(paths.favicon())} alt="" width="28" height="28" />
          {site.name}
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          data-replay
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          <span className="menu-button__icon" aria-hidden="true" />
          {open ? "Close" : "Menu"}
        </button>
        <nav id={menuId} className={`site-nav${open ? " site-nav--open" : ""}`} aria-label="Main">
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <Link to={paths.section(section.id)} onClick={close}>{section.label}</Link>
              </li>
            ))}
            <li><Link to={paths.blog()} onClick={close}>Blog</Link></li>
            <li><Link to={paths.resources()} onClick={close}>Resources</Link></li>
            <li><Link to={paths.search()} onClick={close}>Search</Link></li>
            <li>
              <ExternalLink className="site-nav__cta" href={site.newsletterUrl} onClick={close}>Newsletter</ExternalLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
