// Where the production CMS edits: the site's GitHub repository and, for sign-in, the OAuth service (docs/editing.md).
// `base_url` is the OAuth provider's address: Netlify's by default, or your own OAuth app's small server.
export const githubRepository = {
  repo: "first-principles/site",
  branch: "main",
};
