// Links to the site's static files (feeds, images) with the base path added.
import { site } from "./site.ts";
import { withBase } from "../content/shared/paths.ts";

/** A link to a static file of this site (feed, images), outside the router: adds the base path. */
export function assetHref(path: string): string {
  return path.startsWith("/") ? withBase(site.basePath, path) : path;
}
