// A video's still, or the stock image when there is none.
import { useState } from "react";
import { assetHref } from "../site/asset-href.ts";
import { stockThumbnail } from "../content/resources/client/video.ts";

/** Whether an image has already finished loading, and failed (before React could listen for its error). */
const hasFailed = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0;

/**
 * A video's still from its host, lazy-loaded at a fixed 16:9 size; the local stock image when the link names no
 * video or the still fails to load. Decorative: the card's title says what the video is. Styled by the page that
 * shows it (`.video-thumbnail`, plus `className`).
 */
export function VideoThumbnail({ src, className = "" }: { src: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const stock = assetHref(stockThumbnail);
  const shown = failed ? stock : assetHref(src);
  // React attaches onError only once it hydrates; a still that failed before then is caught when the ref attaches.
  const catchEarlyFailure = (img: HTMLImageElement | null) => {
    if (img && !failed && hasFailed(img)) setFailed(true);
  };
  return (
    <img
      ref={catchEarlyFailure}
      className={`video-thumbnail${shown === stock ? " video-thumbnail--stock" : ""} ${className}`.trim()}
      src={shown}
      alt=""
      width="320"
      height="180"
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
