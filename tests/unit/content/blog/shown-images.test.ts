// Which of the site's own images the build encodes in AVIF and WebP: those the pages show.
import { describe, expect, it } from "vitest";
import { shownImages } from "../../../../src/content/blog/shown-images.ts";
import type { Post } from "../../../../src/content/shared/types.ts";

const post = (featuredImage: string | undefined, content: string) => ({ featuredImage, content }) as Post;

describe("shownImages", () => {
  it("lists the posts' PNG and JPEG covers and body images of the site's own, each once and sorted", () => {
    const posts = [
      post("/images/blog/b.png", '<p>x</p><img src="/images/chart.JPG" alt="A chart">'),
      post("https://cdn.example/cover.png", '<img src="/images/blog/b.png" alt=""><img src="/images/logo.svg" alt="">'),
      post(undefined, '<img src="//cdn.example/a.png" alt=""><img src="/images/a.jpeg" alt="">'),
    ];
    expect(shownImages(posts)).toEqual(["/images/a.jpeg", "/images/blog/b.png", "/images/chart.JPG"]);
  });

  it("lists nothing for posts without images of the site's own", () => {
    expect(shownImages([post("https://images.example.com/a.jpg", "<p>No pictures.</p>")])).toEqual([]);
  });
});
