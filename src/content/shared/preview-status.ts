// The commit status a pull request's preview is reported under (decision 57): .github/workflows/preview.yml writes
// it, the content manager reads it (the GitHub backend's `preview_context`) to show "View preview" on an entry.
export const previewStatusContext = "site-preview";
