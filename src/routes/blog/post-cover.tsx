import { assetHref } from "../../site/asset-href.ts";
import type { ImageSource } from "../../content/shared/images.ts";

/** Covers are drawn at the Open Graph size; CSS keeps this ratio and crops to fill, so the layout never shifts. */
const coverWidth = 1200;
const coverHeight = 630;

interface Props {
  src: string;
  /** AVIF and WebP versions, best first; the `src` image is the fallback. */
  sources: readonly ImageSource[];
  /** "" when the image only decorates a card whose link already names the post. */
  alt: string;
  /** The first image on the screen: load it at once. All others load lazily as they scroll into view. */
  priority?: boolean;
  className?: string;
}

export function PostCover({ src, sources, alt, priority = false, className = "" }: Props) {
  const image = (
    <img
      className={`post-cover ${className}`.trim()}
      src={assetHref(src)}
      alt={alt}
      width={coverWidth}
      height={coverHeight}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(priority ? { fetchPriority: "high" as const } : {})}
    />
  );
  if (sources.length === 0) return image;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={assetHref(source.src)} />
      ))}
      {image}
    </picture>
  );
}
