// The picture a shared link shows (og:image, twitter:image): one 1200×630 PNG per page, named here and drawn
// at build time by scripts/cards/social-cards.ts. Pure: which cards exist, their words, and the file each page uses.
import { paths } from "../shared/paths.ts";
import type { Category, CategoryColor, Content, Post, Site } from "../shared/types.ts";
import { videoTotal } from "../shared/video-total.ts";

export const socialCardSize = { width: 1200, height: 630 } as const;

/** A card drawn from words and the brand, or a post's own cover cropped to the card's size. */
export type SocialCard =
  | {
      name: string;
      kind: "text";
      kicker: string;
      title: string;
      footer: string;
      color: CategoryColor | "accent";
      alt: string;
    }
  | { name: string; kind: "cover"; source: string; alt: string };

const socialCardNames = {
  site: () => "site",
  blog: () => "blog",
  resources: () => "resources",
  category: (slug: string) => `category-${slug}`,
  post: (slug: string) => `post-${slug}`,
} as const;

/** The longest title a card sets in full; a longer one is cut at a word and ends with an ellipsis. */
const maxTitleLength = 110;

function cardTitle(title: string): string {
  if (title.length <= maxTitleLength) return title;
  const cut = title.slice(0, maxTitleLength);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 60 ? cut.lastIndexOf(" ") : maxTitleLength).replace(/[\s,.;:–—-]+$/, "")}…`;
}

export function postCard(site: Site, post: Post): SocialCard {
  const name = socialCardNames.post(post.slug);
  // A cover in public/ is cropped to the card; a cover on another host cannot be read at build time.
  if (post.featuredImage?.startsWith("/"))
    return { name, kind: "cover", source: post.featuredImage, alt: post.featuredImageAlt || post.title };
  return {
    name,
    kind: "text",
    kicker: `Blog · ${post.readTimeLabel}`,
    title: cardTitle(post.title),
    footer: post.displayDate,
    color: "accent",
    alt: `${post.title}, on the ${site.name} blog`,
  };
}

export function siteCard(site: Site): SocialCard {
  return {
    name: socialCardNames.site(),
    kind: "text",
    kicker: "Content research · B2B messaging · Fellowship",
    title: cardTitle(site.tagline),
    footer: "SaaS messaging studio · Paid storytelling fellowship",
    color: "accent",
    alt: `${site.name}: ${site.tagline}`,
  };
}

export function blogCard(content: Content): SocialCard {
  const count = content.posts.length;
  return {
    name: socialCardNames.blog(),
    kind: "text",
    kicker: "The blog",
    title: "Notes on First Principles thinking, B2B marketing and clear communication",
    footer: `${count} ${count === 1 ? "article" : "articles"}`,
    color: "accent",
    alt: `The ${content.site.name} blog`,
  };
}

export function resourcesCard(content: Content): SocialCard {
  const videos = videoTotal(content.categories);
  return {
    name: socialCardNames.resources(),
    kind: "text",
    kicker: "Resources",
    title: "Curated talks on clear communication and B2B marketing",
    footer: `${videos} talks and videos in ${content.categories.length} categories`,
    color: "accent",
    alt: `${content.site.name} resources: curated talks and videos`,
  };
}

export function categoryCard(site: Site, category: Category): SocialCard {
  const count = category.videos.length;
  return {
    name: socialCardNames.category(category.slug),
    kind: "text",
    kicker: "Resources",
    title: cardTitle(category.name),
    footer: `${count} curated ${count === 1 ? "video" : "videos"}`,
    color: category.color,
    alt: `${category.name}: curated videos from ${site.name}`,
  };
}

/** Every card the site needs: the site's own, the blog list, the resources hub, each category, each post. */
export function socialCards(content: Content): SocialCard[] {
  return [
    siteCard(content.site),
    blogCard(content),
    resourcesCard(content),
    ...content.categories.map((category) => categoryCard(content.site, category)),
    ...content.posts.map((post) => postCard(content.site, post)),
  ];
}

/** What a page passes to the head builder for its card. */
export function cardImage(card: SocialCard): { image: string; imageAlt: string } {
  return { image: socialCardPath(card.name), imageAlt: card.alt };
}

/** The site path of a card's PNG. */
export function socialCardPath(name: string): string {
  return `${paths.cards()}/${name}.png`;
}
