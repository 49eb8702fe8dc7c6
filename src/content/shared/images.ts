// The smaller encodings of the site's own PNG and JPEG images (written by scripts/pipeline/images.ts): AVIF and WebP,
// each at a few widths, offered through <picture> with `srcset` and `sizes`; the original stays the fallback.

/** One format's encodings of an image, as a `srcset` of width candidates. */
export interface ImageSource {
  type: "image/avif" | "image/webp";
  srcSet: string;
}

/** The widths written of every image. One wider than the image is written at the image's own width. */
export const imageWidths = [400, 800, 1200, 1600] as const;
export const imageFormats = ["avif", "webp"] as const;
export type ImageFormat = (typeof imageFormats)[number];

const rasterInPublic = /^\/(?!\/).*\.(png|jpe?g)$/i;

/** Whether the build writes smaller encodings of `src`: PNG and JPEG of the site's own, not on other hosts. */
export function hasModernEncodings(src: string): boolean {
  return rasterInPublic.test(src);
}

/** The site path of `src` (a PNG or JPEG in public/) encoded as `format` at `width`. */
export function encodedImagePath(src: string, format: ImageFormat, width: number): string {
  return `${src.replace(/\.[^.]+$/, "")}-${width}.${format}`;
}

/** AVIF, then WebP, each at every width; none for an image the build cannot convert. */
export function modernImageSources(src: string): ImageSource[] {
  if (!hasModernEncodings(src)) return [];
  return imageFormats.map((format) => ({
    type: `image/${format}` as const,
    srcSet: imageWidths.map((width) => `${encodedImagePath(src, format, width)} ${width}w`).join(", "),
  }));
}
