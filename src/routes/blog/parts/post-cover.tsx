import { assetHref } from "../../../site/asset-href.ts";
import type { ImageSource } from "../../../content/shared/images.ts";

/** Where a cover's slot is on the screen (blog.css), for the browser to pick a width from `srcset`. */
export const coverSizes = {
  /** A post's own cover: the full width of the screen, up to the article's 1,024 px. */
  post: "(max-width: 1024px) 100vw, 1024px",
  /** A cover in a list: the full width of a phone, at most 1,070 px on a wide screen. */
  card: "(max-width: 1070px) 100vw, 1070px",
  /** The featured post's cover: the card's width on a phone, its wider column (about 600 px) beside the text. */
  featured: "(max-width: 56rem) 100vw, 640px",
} as const;

/** Each candidate of a `srcset` with the site's base path. */
const srcSetHref = (srcSet: string) =>
  srcSet
    .split(", ")
    .map((candidate) => assetHref(candidate))
    .join(", ");

/** Covers are drawn at the Open Graph size; CSS keeps this ratio, so the layout never shifts and nothing is cropped. */
const coverWidth = 1200;
const coverHeight = 630;

interface Props {
  src: string;
  /** AVIF and WebP versions, best first, each at several widths; the `src` image is the fallback. */
  sources: readonly ImageSource[];
  /** Which slot the image fills (`coverSizes`), so that the browser fetches the width the screen needs. */
  sizes: string;
  /** "" when the image only decorates a card whose link already names the post. */
  alt: string;
  /** The first image on the screen: load it at once. All others load lazily as they scroll into view. */
  priority?: boolean;
  className?: string;
}

export function PostCover({ src, sources, sizes, alt, priority = false, className = "" }: Props) {
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
        <source key={source.type} type={source.type} srcSet={srcSetHref(source.srcSet)} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
