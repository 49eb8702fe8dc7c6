// The blog's feeds: RSS 2.0, Atom 1.0 and JSON Feed 1.1 of the same newest posts, written by the `feed` library.
import { Feed } from "feed";
import { absoluteUrl, fullUrl, paths } from "../shared/paths.ts";
import { applyEdits, parseBody } from "../body/body-tree.ts";
import { sitePathAddresses } from "../body/body-links.ts";
import type { Content, Post, Site } from "../shared/types.ts";

const midnight = (day: string) => new Date(`${day}T00:00:00Z`);
const lastChange = (post: Post) => post.updatedAt ?? post.publishedAt;

/** A body for readers outside the site: site paths (`/blog/x`, `/images/y.png`) become absolute URLs. */
export function absoluteLinks(site: Site, html: string): string {
  const edits = sitePathAddresses(html, parseBody(html)).map(({ start, end }) => ({
    at: start,
    end,
    // The value as written (still escaped for HTML), so only the origin and base path are new.
    text: absoluteUrl(site, html.slice(start, end)),
  }));
  return applyEdits(html, edits);
}

function blogFeed(content: Content): Feed {
  const { site } = content;
  const posts = content.posts.slice(0, site.feedLimit);
  const updated = posts.map(lastChange).sort().at(-1);
  const feed = new Feed({
    title: `${site.name} blog`,
    description: site.description,
    id: site.url,
    link: site.url,
    language: "en",
    copyright: site.copyright,
    feedLinks: {
      rss: absoluteUrl(site, paths.feed()),
      atom: absoluteUrl(site, paths.atomFeed()),
      json: absoluteUrl(site, paths.jsonFeed()),
    },
    author: { name: site.founder.name, email: site.email },
    ...(updated ? { updated: midnight(updated) } : {}),
  });
  for (const post of posts) {
    const url = absoluteUrl(site, paths.post(post.slug));
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      content: absoluteLinks(site, post.content),
      author: [{ name: post.author }],
      date: midnight(lastChange(post)),
      published: midnight(post.publishedAt),
      category: post.tags.map((name) => ({ name })),
      ...(post.featuredImage ? { image: fullUrl(site, post.featuredImage) } : {}),
    });
  }
  return feed;
}

interface JsonFeedAuthored {
  author?: Record<string, string>;
  authors?: Array<Record<string, string>>;
}

/** The library writes JSON Feed 1.0; 1.1 names authors in a list and adds the language. */
function jsonFeed11(json: string): string {
  const feed = JSON.parse(json) as JsonFeedAuthored & { version: string; language?: string; items: JsonFeedAuthored[] };
  const toAuthors = (entry: JsonFeedAuthored) => {
    if (entry.author) entry.authors = [entry.author];
    delete entry.author;
  };
  toAuthors(feed);
  feed.items.forEach(toAuthors);
  feed.version = "https://jsonfeed.org/version/1.1";
  feed.language = "en";
  return `${JSON.stringify(feed, null, 2)}\n`;
}

/**
 * The library escapes `&` and `"` in attribute values but not `<`, which XML forbids there: a tag such as
 * "A<B" would make the whole Atom feed ill-formed. Its attribute values never hold a raw `"`, so each is whole.
 */
function escapeAttributeBrackets(xml: string): string {
  return xml.replace(
    /(\s[\w:]+=")([^"]*)"/g,
    (_match, before: string, value: string) => `${before}${value.replace(/</g, "&lt;").replace(/>/g, "&gt;")}"`,
  );
}

/** RSS 2.0 of the newest posts. */
export const rssFeed = (content: Content) => blogFeed(content).rss2();
/** Atom 1.0 of the same posts. */
export const atomFeed = (content: Content) => escapeAttributeBrackets(blogFeed(content).atom1());
/** JSON Feed 1.1 of the same posts. */
export const jsonFeed = (content: Content) => jsonFeed11(blogFeed(content).json1());
