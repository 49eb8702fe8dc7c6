// The page's head tags through react-helmet-async, the head-tag mechanism the owner's design names.
import { Helmet } from "react-helmet-async";
import type { HeadTags } from "../content/shared/page-spec.ts";
import { site } from "../site/site.ts";

/**
 * Helmet's props for a page: its tags, computed at build time by buildHead (which applies the site's defaults), and
 * the site's name as `defaultTitle`. One <Helmet> per page: under React 19, react-helmet-async 3.0 renders each
 * instance's tags as they are and React hoists them, so an outer defaults <Helmet> would add a second <title> and
 * description instead of merging (decision 37).
 */
function helmetProps(tags: HeadTags) {
  return {
    defaultTitle: site.name,
    title: tags.title,
    meta: tags.keywords ? [...tags.meta, { name: "keywords", content: tags.keywords }] : tags.meta,
    link: tags.links,
    // The JSON is escaped for HTML by buildHead (serializeJsonForHtml); Helmet sets it as the script's inner HTML.
    script: tags.jsonLd.map((json) => ({ type: "application/ld+json", innerHTML: json })),
  };
}

/**
 * The one head component: every page renders exactly one. React 19 hoists `<title>`, `<meta>` and `<link>` into the
 * document's head wherever they are rendered (and replaces them on navigation); JSON-LD stays where it is, which
 * search engines accept anywhere in the page.
 */
export function Head({ tags }: { tags: HeadTags }) {
  return <Helmet {...helmetProps(tags)} />;
}

/** The site's default title where no page is shown (an error, or a page still loading). */
export function DefaultHead() {
  return <Helmet defaultTitle={site.name} />;
}
