import type { MouseEvent, ReactNode } from "react";
import type { ShareLinks } from "../../../content/blog/client/share.ts";
import { CopyLinkButton } from "./copy-link-button.tsx";
import { openSharePopup } from "./share-popup.ts";
import { LinkedInIcon, XIcon } from "./share-icons.tsx";

/**
 * A real link to the service's share page: a plain click opens it in a 600x400 window; when the window is blocked,
 * or without JavaScript, or with a modifier key, the link opens a new tab as links do.
 */
function ShareLink({ href, children }: { href: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (openSharePopup(href)) event.preventDefault();
  };
  return (
    <a
      className="button button--ghost button--small share-button"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      {children}
      <span className="visually-hidden"> (opens in a new window)</span>
    </a>
  );
}

/** Copy link, X and LinkedIn on one row, even on a phone: the visible labels are short, the names say "Share on". */
export function ShareBar({ share }: { share: ShareLinks }) {
  return (
    <div className="share-bar" role="group" aria-label="Share this post">
      <CopyLinkButton url={share.url} />
      <ShareLink href={share.twitter}>
        <XIcon />
        <span className="visually-hidden">Share on </span>X
      </ShareLink>
      <ShareLink href={share.linkedIn}>
        <LinkedInIcon />
        <span className="visually-hidden">Share on </span>LinkedIn
      </ShareLink>
    </div>
  );
}
