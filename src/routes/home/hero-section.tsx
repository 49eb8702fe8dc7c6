import type { MouseEvent } from "react";
import type { LandingView } from "../../content/home/client/landing-copy.ts";
import { Link } from "../../components/app-link.tsx";
import { ExternalLink } from "../../components/external-link.tsx";
import { VideoThumbnail } from "../../components/video-thumbnail.tsx";
import { paths } from "../../content/shared/paths.ts";
import { applyHash } from "../../content/shared/apply-hash.ts";

interface Props {
  hero: LandingView["hero"];
  onApply: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Headline, subline, the founders' way in (the services), the way into the fellowship and the featured talk (its
 * still and speaker).
 */
export function HeroSection({ hero, onApply }: Props) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy fade-in">
          {/* The kicker's parts wrap whole; the separator before a part that starts a line is clipped (home.css). */}
          <p className="eyebrow hero__kicker">
            <span className="hero__kicker-list">
              {hero.eyebrowParts.map((part) => (
                <span key={part}>
                  <span className="hero__kicker-part">{part}</span>{" "}
                </span>
              ))}
            </span>
          </p>
          <h1 id="hero-title" className="hero__title">
            {hero.headline}
          </h1>
          <p className="lead hero__subline">{hero.subline}</p>
          <div className="hero__actions">
            <Link className="button" to={paths.section("services")}>
              {hero.workLabel}
            </Link>
            {/* A link, so a tap before the app has loaded is not lost: it sets #apply, which opens the application. */}
            <a className="button button--ghost" href={applyHash} aria-haspopup="dialog" onClick={onApply}>
              {hero.applyLabel}
            </a>
          </div>
        </div>
        <ExternalLink className="talk-card fade-in fade-in--delay" href={hero.talk.url}>
          <span className="talk-card__still">
            <VideoThumbnail src={hero.talk.still} className="talk-card__image" />
            <span className="talk-card__play" aria-hidden="true" />
          </span>
          <span className="talk-card__text">
            <span className="kicker kicker--on-dark">{hero.talk.label}</span>
            <span className="talk-card__title">{hero.talk.title}</span>
            {hero.talk.speaker ? <span className="talk-card__speaker">{hero.talk.speaker}</span> : null}
          </span>
        </ExternalLink>
      </div>
    </section>
  );
}
