/** React Router's basename for a base path: `/site/` → `/site`, `/` → undefined. */
export function routerBasename(basePath: string): string | undefined {
  const trimmed = basePath.replace(/\/$/, "");
  return trimmed || undefined;
}
