// The dev server's word to the site's pages that a file in data/ changed (scripts/vite/content-plugin.ts sends it,
// entry-client.tsx reloads on it). A custom event rather than Vite's full reload: the content manager's page at
// /admin/ does not listen, so saving an entry in it never reloads it mid-edit.
export const contentChangedEvent = "first-principles:content-changed";
