// The AVIF and WebP sources offered for the site's own images.
import { describe, expect, it } from "vitest";
import { modernImageSources } from "../../../../src/content/shared/images.ts";

describe("modernImageSources", () => {
  it("offers AVIF, then WebP, beside the site's own PNG and JPEG images", () => {
    expect(modernImageSources("/images/blog/cover.png")).toEqual([
      { type: "image/avif", src: "/images/blog/cover.avif" },
      { type: "image/webp", src: "/images/blog/cover.webp" },
    ]);
    expect(modernImageSources("/images/photo.JPG").map((source) => source.src)).toEqual([
      "/images/photo.avif",
      "/images/photo.webp",
    ]);
  });

  it("offers nothing for vector images, images on other hosts or protocol-relative addresses", () => {
    expect(modernImageSources("/images/portrait.svg")).toEqual([]);
    expect(modernImageSources("https://cdn.example/cover.png")).toEqual([]);
    expect(modernImageSources("//cdn.example/cover.png")).toEqual([]);
  });
});
