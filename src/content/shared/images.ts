// The smaller encodings (AVIF, WebP) the build writes beside the site's own images.
/** A smaller encoding of an image, offered to browsers that support it (the original stays the fallback). */
export interface ImageSource {
  type: "image/avif" | "image/webp";
  src: string;
}

const rasterInPublic = /^\/(?!\/).*\.(png|jpe?g)$/i;

/**
 * The AVIF and WebP versions the build writes beside each PNG or JPEG of the site's own (scripts/pipeline/images.ts);
 * none for images on other hosts, which the build cannot convert.
 */
export function modernImageSources(src: string): ImageSource[] {
  if (!rasterInPublic.test(src)) return [];
  const stem = src.replace(/\.[^.]+$/, "");
  return [
    { type: "image/avif", src: `${stem}.avif` },
    { type: "image/webp", src: `${stem}.webp` },
  ];
}
