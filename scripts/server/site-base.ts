// The base path a build was made for, read back from the built site (so serving never disagrees with building).
import { readFileSync } from "node:fs";
import path from "node:path";

export function readSiteBasePath(dir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(dir, "site.webmanifest"), "utf8")) as { scope?: string };
  return manifest.scope ?? "/";
}
