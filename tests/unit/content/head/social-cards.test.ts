// Social cards: which pages get one, the words on each, and the image each page's head names.
import { describe, expect, it } from "vitest";
import { buildHead } from "../../../../src/content/head/head.ts";
import { loadContent } from "../../../../src/content/site/load.ts";
import { listPages } from "../../../../src/content/pages/list-pages.ts";
import { socialCardPath, socialCards } from "../../../../src/content/head/social-cards.ts";
import type { Content } from "../../../../src/content/shared/types.ts";
import { readFixtureTree } from "../../support/fixture-tree.ts";

async function fixture(): Promise<Content> {
  return loadContent(await readFixtureTree(), "data/").content!;
}

describe("social cards", () => {
  it("names one card for the site, the blog, the resources hub, each category and each post", async () => {
    const content = await fixture();
    const cards = socialCards(content);
    expect(cards.map((card) => card.name)).toEqual([
      "site",
      "blog",
      "resources",
      ...content.categories.map((category) => `category-${category.slug}`),
      ...content.posts.map((post) => `post-${post.slug}`),
    ]);
    expect(new Set(cards.map((card) => card.name)).size).toBe(cards.length);
  });

  it("crops a post's cover from public/ into its card, and draws one from the title for a post without one or with a cover elsewhere", async () => {
    const content = await fixture();
    const [local, elsewhere, none] = content.posts;
    local!.featuredImage = "/images/blog/cover.png";
    expect(elsewhere!.featuredImage ?? none!.featuredImage).toMatch(/^https:/);
    const byName = new Map(socialCards(content).map((card) => [card.name, card]));
    expect(byName.get(`post-${local!.slug}`)).toMatchObject({ kind: "cover", source: "/images/blog/cover.png" });
    for (const post of [elsewhere!, none!])
      expect(byName.get(`post-${post.slug}`)).toMatchObject({
        kind: "text",
        title: post.title,
        footer: post.displayDate,
      });
  });

  it("gives every page an absolute 1200x630 og:image and twitter:image with alt text, and a large-image Twitter card", async () => {
    const content = await fixture();
    const names = new Set(socialCards(content).map((card) => socialCardPath(card.name)));
    for (const page of listPages(content)) {
      const meta = new Map(page.build().head.meta.map((tag) => [tag.name ?? tag.property, tag.content]));
      const image = meta.get("og:image")!;
      expect(image, page.path).toMatch(/^https:\/\/first-principles\.example\/cards\/[\w-]+\.png$/);
      expect(names.has(new URL(image).pathname), page.path).toBe(true);
      expect([meta.get("og:image:width"), meta.get("og:image:height")], page.path).toEqual(["1200", "630"]);
      expect(meta.get("og:image:alt"), page.path).toBeTruthy();
      expect(meta.get("twitter:image"), page.path).toBe(image);
      expect(meta.get("twitter:card"), page.path).toBe("summary_large_image");
    }
  });

  it("falls back to the site's card, and keeps an image a page names", async () => {
    const { site } = await fixture();
    const meta = (head: ReturnType<typeof buildHead>) =>
      head.meta.filter((tag) => tag.property === "og:image").map((tag) => tag.content);
    expect(meta(buildHead(site, { path: "/x" }))).toEqual(["https://first-principles.example/cards/site.png"]);
    expect(meta(buildHead(site, { path: "/x", image: "https://cdn.example.net/a.png" }))).toEqual([
      "https://cdn.example.net/a.png",
    ]);
  });

  it("sets a long title in full up to 110 characters, and cuts a longer one at a word", async () => {
    const content = await fixture();
    /** The title of the site's card when the tagline is `tagline`. */
    const cardTitle = (tagline: string) => {
      const card = socialCards({ ...content, site: { ...content.site, tagline } }).find((one) => one.name === "site");
      return card?.kind === "text" ? card.title : "";
    };
    const short = "How to apply First Principles thinking in startups";
    expect(cardTitle(short)).toBe(short);
    const full = `${"word ".repeat(21)}words`;
    expect(full).toHaveLength(110);
    expect(cardTitle(full)).toBe(full);
    expect(cardTitle(`${full}s`)).toBe(`${"word ".repeat(20)}word…`);
    const long = "A very long title ".repeat(10).trim();
    const cut = cardTitle(long);
    expect(cut.length).toBeLessThanOrEqual(111);
    expect(cut.endsWith("…")).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.at(-2)).not.toBe(" ");
  });
});
