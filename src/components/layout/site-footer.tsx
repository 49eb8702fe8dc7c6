// The site's footer: the brand, the parts of the site, the feeds, the social links and the copyright line.
import { Link } from "../app-link.tsx";
import { site } from "../../site/site.ts";
import { paths } from "../../content/shared/paths.ts";
import { ExternalLink } from "../external-link.tsx";
import { assetHref } from "../../site/asset-href.ts";
import { BrandMark } from "./brand-mark.tsx";

/** The footer: brand, every part of the site (the landing page's sections too), contact, feeds and the legal line. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <Link className="brand" to={paths.home()}>
            <BrandMark />
            {site.name}
          </Link>
          <p>{site.tagline}</p>
        </div>
        <nav className="site-footer__nav" aria-label="Footer">
          <Link to={paths.section("about")}>About</Link>
          <Link to={paths.section("services")}>Services</Link>
          <Link to={paths.section("fellowship")}>Fellowship</Link>
          <Link to={paths.section("contact")}>Contact</Link>
          <Link to={paths.blog()}>Blog</Link>
          <Link to={paths.resources()}>Resources</Link>
          <ExternalLink href={site.newsletterUrl}>Newsletter</ExternalLink>
          <a href={`mailto:${site.email}`}>{site.email}</a>
          {site.social.map((link) => (
            <ExternalLink key={link.url} href={link.url}>
              {link.label}
            </ExternalLink>
          ))}
          <a href={assetHref(paths.feed())} type="application/rss+xml">
            RSS feed
          </a>
        </nav>
        <p className="site-footer__legal">{site.copyright}</p>
      </div>
    </footer>
  );
}
