// Where the production CMS edits: site.json's `cms` (the GitHub repository, its branch and, for your own OAuth server,
// its address), which the build writes into the admin page as a JSON block (scripts/admin/build-admin.ts).
import type { Site } from "../content/shared/types.ts";

type RepositoryFacts = NonNullable<Site["cms"]>;

/** Decap's GitHub backend options from the page's `cms-backend` block; null when site.json names no repository. */
export function githubBackend(page: Document): { repo: string; branch: string; base_url?: string } | null {
  const text = page.getElementById("cms-backend")?.textContent;
  if (!text) return null;
  const { repo, branch, baseUrl } = JSON.parse(text) as RepositoryFacts;
  return { repo, branch, ...(baseUrl ? { base_url: baseUrl } : {}) };
}
