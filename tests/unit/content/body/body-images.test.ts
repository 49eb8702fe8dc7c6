// A post body's own images become <picture> with AVIF and WebP at every width; others stay plain, lazy <img>s.
import { describe, expect, it } from "vitest";
import { pageBody } from "../../../../src/content/body/page-body.ts";

const responsiveBodyImages = (html: string) => pageBody(html).html;
import { modernImageSources } from "../../../../src/content/shared/images.ts";

describe("the body's images on the post page", () => {
  it("wraps a site image in <picture>: AVIF, then WebP, for the text column, the original as the lazy fallback", () => {
    const html = responsiveBodyImages(
      '<p>Before</p><img src="/images/chart.png" alt="A chart" width="800" height="400" />',
    );
    const [avif, webp] = modernImageSources("/images/chart.png");
    expect(html).toBe(
      "<p>Before</p><picture>" +
        `<source type="image/avif" srcset="${avif!.srcSet}" sizes="(max-width: 720px) 100vw, 720px">` +
        `<source type="image/webp" srcset="${webp!.srcSet}" sizes="(max-width: 720px) 100vw, 720px">` +
        '<img src="/images/chart.png" alt="A chart" width="800" height="400" loading="lazy" decoding="async"></picture>',
    );
  });

  it("leaves images on other hosts and vector images unwrapped, but lazy", () => {
    expect(responsiveBodyImages('<img src="https://cdn.example/a.png" alt="">')).toBe(
      '<img src="https://cdn.example/a.png" alt="" loading="lazy" decoding="async">',
    );
    expect(responsiveBodyImages('<img src="/images/a.svg" alt="x">')).toBe(
      '<img src="/images/a.svg" alt="x" loading="lazy" decoding="async">',
    );
  });
});
