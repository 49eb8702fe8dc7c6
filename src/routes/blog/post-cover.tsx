import { assetHref } from "../../app/asset-href.ts";

/** Covers are drawn at the Open Graph size; CSS keeps this ratio and crops to fill, so the layout never shifts. */
const coverWidth = 1200;
const coverHeight = 630;

interface Props {
  src: string;
  /** "" when the image only decorates a card whose link already names the post. */
  alt: string;
  /** The first image on the screen: load it at once. All others load lazily as they scroll into view. */
  priority?: boolean;
  className?: string;
}

export function PostCover({ src, alt, priority = false, className = "" }: Props) {
  return (
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
}
