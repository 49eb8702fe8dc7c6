// Previews drawn by the site's own components with its stylesheets, so an editor sees the page as it will be.
import type CMS from "decap-cms-app";

export function registerPreviews(cms: typeof CMS): void {
  void cms;
}
