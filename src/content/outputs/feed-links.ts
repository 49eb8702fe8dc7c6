// The blog's feed files: name in the site's root, media type and label. Every page's head links each of them.
import { paths } from "../shared/paths.ts";

export const feedLinks = [
  { name: "rss.xml", type: "application/rss+xml", label: "RSS", path: paths.feed },
  { name: "atom.xml", type: "application/atom+xml", label: "Atom", path: paths.atomFeed },
  { name: "feed.json", type: "application/feed+json", label: "JSON Feed", path: paths.jsonFeed },
] as const;
