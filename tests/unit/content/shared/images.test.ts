// Which encodings of an image the pages offer: AVIF, then WebP, each at every width, for the site's own PNG and JPEG.
import { describe, expect, it } from "vitest";
import { encodedImagePath, imageWidths, modernImageSources } from "../../../../src/content/shared/images.ts";

describe("modernImageSources", () => {
  it("offers AVIF, then WebP, each as a srcset of every width, beside the site's own PNG and JPEG images", () => {
    expect(modernImageSources("/images/blog/cover.png")).toEqual([
      {
        type: "image/avif",
        srcSet:
          "/images/blog/cover-400.avif 400w, /images/blog/cover-800.avif 800w, /images/blog/cover-1200.avif 1200w, /images/blog/cover-1600.avif 1600w",
      },
      {
        type: "image/webp",
        srcSet:
          "/images/blog/cover-400.webp 400w, /images/blog/cover-800.webp 800w, /images/blog/cover-1200.webp 1200w, /images/blog/cover-1600.webp 1600w",
      },
    ]);
    expect(modernImageSources("/images/photo.JPG")[1]?.srcSet.split(", ")).toEqual(
      imageWidths.map((width) => `${encodedImagePath("/images/photo.JPG", "webp", width)} ${width}w`),
    );
    expect(encodedImagePath("/images/photo.JPG", "webp", 400)).toBe("/images/photo-400.webp");
  });

  it("offers nothing for vector images, images on other hosts or protocol-relative addresses", () => {
    expect(modernImageSources("/images/portrait.svg")).toEqual([]);
    expect(modernImageSources("https://cdn.example/cover.png")).toEqual([]);
    expect(modernImageSources("//cdn.example/cover.png")).toEqual([]);
  });
});
