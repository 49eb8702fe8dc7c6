// The site's own PNG and JPEG images inside a post's body, offered as <picture>: AVIF and WebP at several widths for
// the text column's slot, the original as the fallback, loaded lazily. `pictureFor` is the whole change for one
// image; `responsiveImage` is the edit page-body.ts makes for each <img> of the body's tree.
import type { Element } from "hast";
import { hasModernEncodings, modernImageSources } from "../shared/images.ts";
import { startOf, startTagEnd, type Edit } from "./body-tree.ts";

/** The slot of an image in a post's body: the text column (blog.css), the full width of a phone. */
const bodyImageSizes = "(max-width: 720px) 100vw, 720px";

/** The markup for an `<img>` with these attributes (as the sanitiser left them: src, alt, width, height). */
function pictureFor(attributes: string, src: string): string {
  const lazy = /\sloading=/.test(attributes) ? "" : ' loading="lazy" decoding="async"';
  const image = `<img${attributes}${lazy}>`;
  if (!hasModernEncodings(src)) return image;
  const sources = modernImageSources(src)
    .map((source) => `<source type="${source.type}" srcset="${source.srcSet}" sizes="${bodyImageSizes}">`)
    .join("");
  return `<picture>${sources}${image}</picture>`;
}

/** The edit that makes an `<img>` of a body what `pictureFor` writes (page-body.ts calls it for each one). */
export function responsiveImage(html: string, image: Element): Edit[] {
  const end = startTagEnd(html, image);
  const attributes = html.slice(startOf(image) + "<img".length, end).replace(/\s*\/?>$/, "");
  return [{ at: startOf(image), end, text: pictureFor(attributes, String(image.properties.src ?? "")) }];
}
