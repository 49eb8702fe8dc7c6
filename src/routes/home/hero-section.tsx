import type { MouseEvent } from "react";
import type { LandingView } from "../../content/landing.ts";
import { ExternalLink } from "../../components/external-link.tsx";

interface Props {
  hero: LandingView["hero"];
  onApply: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** Headline, subline, the way into the fellowship and the featured talk. Fades in with CSS only. */
export function HeroSection({ hero, onApply }: Props) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy fade-in">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title" className="hero__title">{hero.headline}</h1>
          <p className="lead hero__subline">{hero.subline}</p>
          <div className="hero__actions">
            <button type="button" className="button" aria-haspopup="dialog" onClick={onApply}>
              {hero.applyLabel}
            </button>
          </div>
        </div>
        <ExternalLink className="talk-card fade-in fade-in--delay" href={hero.talk.url}>
          <span className="talk-card__play" aria-hidden="true" />
          <span className="talk-card__label">{hero.talk.label}</span>
          <span className="talk-card__title">{hero.talk.title}</span>
        </ExternalLink>
      </div>
    </section>
  );
}
