import { Helmet } from "react-helmet-async";
import type { HeadTags } from "../content/head.ts";

/** The one head component: every page renders exactly one, from tags computed at build time. */
export function Head({ tags }: { tags: HeadTags }) {
  return (
    <Helmet>
      <title>{tags.title}</title>
      {tags.meta.map((meta) => (
        <meta key={`${meta.name ?? meta.property}:${meta.content}`} {...meta} />
      ))}
      {tags.keywords ? <meta name="keywords" content={tags.keywords} /> : null}
      {tags.links.map((link) => (
        <link key={`${link.rel}:${link.href}`} {...link} />
      ))}
      {tags.jsonLd.map((json) => (
        <script key={json} type="application/ld+json">{json}</script>
      ))}
    </Helmet>
  );
}
