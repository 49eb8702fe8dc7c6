// Each page's head tags (title, description, canonical, social cards, feeds, JSON-LD), built at build time.
import { feedLinks } from "./feed-links.ts";
import { absoluteUrl, fullUrl, paths, withBase } from "../shared/paths.ts";
import { siteCard, socialCardPath, socialCardSize } from "./social-cards.ts";
import type { HeadTags } from "../shared/page-spec.ts";
import type { Site } from "../shared/types.ts";
import { escapeJsonForHtml } from "../text/escape.ts";

export interface HeadInput {
  path: string;
  /** Full title as the tab shows it; defaults to the site name. */
  title?: string;
  description?: string;
  keywords?: readonly string[];
  type?: "website" | "article";
  /** A 1200×630 image (a social card); the site's own card when left out. */
  image?: string;
  imageAlt?: string;
  article?: { publishedAt: string; author: string; tags: readonly string[] };
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
  /** For the not-found page: keep it out of search results. */
  noindex?: boolean;
}

/** JSON for a <script> element: `<` is escaped so the content can never close the element. */
function serializeJsonForHtml(value: unknown): string {
  return escapeJsonForHtml(JSON.stringify(value));
}

/** `Title - Site`, unless the title already is the site name. */
export function titleWithSite(site: Pick<Site, "name">, title: string): string {
  return title === site.name ? title : `${title} - ${site.name}`;
}

export function buildHead(site: Site, input: HeadInput): HeadTags {
  const title = input.title ?? site.name;
  const description = input.description ?? site.description;
  const canonical = absoluteUrl(site, input.path);
  const fallback = input.image ? null : siteCard(site);
  const imagePath = input.image ?? socialCardPath(fallback!.name);
  const image = fullUrl(site, imagePath);
  const imageAlt = fallback ? fallback.alt : (input.imageAlt ?? title);
  const meta: HeadTags["meta"] = [
    { name: "description", content: description },
    ...(input.noindex || site.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialCardSize.width) },
    { property: "og:image:height", content: String(socialCardSize.height) },
    { property: "og:image:alt", content: imageAlt },
    ...(input.article
      ? [
          { property: "article:published_time", content: input.article.publishedAt },
          { property: "article:author", content: input.article.author },
          ...input.article.tags.map((tag) => ({ property: "article:tag", content: tag })),
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  return {
    title,
    description,
    ...(input.keywords && input.keywords.length > 0 ? { keywords: input.keywords.join(", ") } : {}),
    canonical,
    meta,
    links: [
      { rel: "canonical", href: canonical },
      ...feedLinks.map((feed) => ({
        rel: "alternate",
        type: feed.type,
        title: `${site.name} blog (${feed.label})`,
        href: absoluteUrl(site, feed.path),
      })),
      { rel: "manifest", href: withBase(site.basePath, paths.manifest()) },
    ],
    jsonLd: (input.jsonLd ?? []).map((doc) => serializeJsonForHtml({ "@context": "https://schema.org", ...doc })),
  };
}

/** The `WebSite` and `Organization` documents of the home page. */
export function siteJsonLd(site: Site): Array<Record<string, unknown>> {
  return [
    { "@type": "WebSite", name: site.name, url: site.url, description: site.description },
    {
      "@type": "Organization",
      name: site.name,
      url: site.url,
      email: site.email,
      logo: absoluteUrl(site, paths.favicon()),
      founder: { "@type": "Person", name: site.founder.name },
      sameAs: site.social.map((link) => link.url),
    },
  ];
}
