// The one head component: a page's title, meta and link tags, computed at build time.
import type { HeadTags } from "../content/pages/head.ts";

/**
 * The one head component: every page renders exactly one, from tags computed at build time. React 19 hoists
 * `<title>`, `<meta>` and `<link>` into the document's head wherever they are rendered (and moves them on
 * navigation); JSON-LD stays where it is, which search engines accept anywhere in the page.
 */
export function Head({ tags }: { tags: HeadTags }) {
  return (
    <>
      <title>{tags.title}</title>
      {tags.meta.map((meta) => (
        <meta key={`${meta.name ?? meta.property}:${meta.content}`} {...meta} />
      ))}
      {tags.keywords ? <meta name="keywords" content={tags.keywords} /> : null}
      {tags.links.map((link) => (
        <link key={`${link.rel}:${link.href}`} {...link} />
      ))}
      {/* The JSON is escaped for HTML by buildHead (serializeJsonForHtml); React would escape it again as text. */}
      {tags.jsonLd.map((json) => (
        <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </>
  );
}
