// The founder's portrait, with a local fallback image.
import { useEffect, useRef, useState } from "react";
import { assetHref } from "../../../site/asset-href.ts";

interface Props {
  src: string;
  fallback: string;
  alt: string;
}

/** The founder's portrait; the local fallback image replaces it if it cannot be loaded. */
export function FounderPortrait({ src, fallback, alt }: Props) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // The image may have failed before the page became interactive, when no error handler was attached yet.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) element.dispatchEvent(new Event("error"));
  }, []);
  return (
    <img
      ref={image}
      className="founder__portrait"
      src={assetHref(failed ? fallback : src)}
      alt={alt}
      width={480}
      height={600}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
