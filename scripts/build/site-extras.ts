// Files beside the pages: the search index (search/), a redirect page per old address with `_redirects`, and the
// record of published addresses, which the build keeps in the data folder it built from.
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { outputFile, paths } from "../../src/content/paths.ts";
import { redirectPage, redirectsFile } from "../../src/content/redirect-files.ts";
import { searchIndexFiles } from "../../src/content/search-index.ts";
import type { Content } from "../../src/content/types.ts";
import { nextUrlRecord, urlRecordPath, urlRecordText } from "../../src/content/url-record.ts";

export async function writeSearchIndex(outDir: string, content: Content): Promise<void> {
  const dir = path.join(outDir, path.dirname(paths.searchIndex("x")));
  await mkdir(dir, { recursive: true });
  const files = searchIndexFiles(content, (kind, text) => `${kind}-${createHash("sha256").update(text).digest("hex").slice(0, 12)}.json`);
  for (const [name, text] of files) await writeFile(path.join(dir, name), text);
}

export async function writeRedirects(outDir: string, content: Content): Promise<void> {
  for (const redirect of content.redirects) {
    const file = path.join(outDir, outputFile(redirect.from));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, redirectPage(content.site, redirect));
  }
  await writeFile(path.join(outDir, paths.redirects()), redirectsFile(content.site, content.redirects));
}

/**
 * Adds today's post and category addresses to `published-urls.json` in the data folder built from (data/, or a
 * temporary tree's own); writes only when something was added, so a build of unchanged data changes no file.
 */
export async function updateUrlRecord(dataDir: string, content: Content): Promise<boolean> {
  const live = [...content.posts.map((post) => paths.post(post.slug)), ...content.categories.map((category) => paths.category(category.slug))];
  const file = path.join(dataDir, urlRecordPath);
  const text = urlRecordText(nextUrlRecord(content.publishedUrls, live));
  if ((await readFile(file, "utf8").catch(() => "")) === text) return false;
  await writeFile(file, text);
  return true;
}
