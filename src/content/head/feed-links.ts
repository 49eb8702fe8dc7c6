// The site's feeds, one row each: the file's path, its media type, the label every page's head links it with, and
// what writes it. The output table (outputs/output-files.ts) takes every row; a new feed is its module and a row here.
import { paths } from "../shared/paths.ts";
import type { Content } from "../shared/types.ts";
import { atomFeed, jsonFeed, rssFeed } from "./feeds.ts";

export interface FeedLink {
  path: string;
  type: string;
  label: string;
  make: (content: Content) => string;
}

export const feedLinks: readonly FeedLink[] = [
  { path: paths.feed(), type: "application/rss+xml", label: "RSS", make: rssFeed },
  { path: paths.atomFeed(), type: "application/atom+xml", label: "Atom", make: atomFeed },
  { path: paths.jsonFeed(), type: "application/feed+json", label: "JSON Feed", make: jsonFeed },
];
