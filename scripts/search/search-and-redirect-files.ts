// Files beside the pages: the search index (search/), a redirect page per old address with `_redirects`, and the
// record of published addresses, which the build keeps in the data folder it built from.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { outputFile, paths } from "../../src/content/shared/paths.ts";
import { redirectPage } from "../../src/content/outputs/redirect-files.ts";
import {
  postDocuments,
  resourceDocuments,
  searchDocuments,
  searchIndexBuilder,
} from "../../src/content/search/search-index.ts";
import type { Content } from "../../src/content/shared/types.ts";
import { nextUrlRecord, urlRecordPath, urlRecordText } from "../../src/content/site-checks/url-record.ts";
import { writeSearchFiles } from "./search-files.ts";
import { searchTextCache } from "./search-text-cache.ts";
import type { IndexerMessage } from "./search-indexer.ts";
import { startSideProcess } from "../shared/side-process.ts";

/**
 * From this many posts on, the index is made in a process of its own: below it, starting one costs more than it saves.
 */
const separateIndexFrom = 400;

/**
 * Writes the search index into the output's search/ folder. On a big site (or with `separate`), a process of its own
 * makes it from the documents this thread sends a part at a time, so this thread, which hands the prerender its
 * pages meanwhile, never stops for long and never holds the index. The search texts are kept in the cache of the
 * project at `root`. Returns that process's peak memory and CPU time.
 */
export async function writeSearchIndex(
  outDir: string,
  content: Content,
  options: { root: string; separate?: boolean; signal?: AbortSignal },
): Promise<{ maxRssMb: number; cpuMs: number }> {
  const { root, separate = content.posts.length >= separateIndexFrom, signal } = options;
  const dir = path.join(outDir, path.dirname(paths.searchIndex("x")));
  const { searchText, save } = await searchTextCache(root);
  if (!separate) {
    const builder = searchIndexBuilder();
    builder.add(searchDocuments(content, searchText));
    await writeSearchFiles(dir, builder);
    await save();
    return { maxRssMb: 0, cpuMs: 0 };
  }
  const indexer = startSideProcess<IndexerMessage, number>(
    new URL("./search-indexer.ts", import.meta.url),
    "Writing the search index",
    { signal },
  );
  const { posts } = content;
  for (let start = 0; start < posts.length; start += partSize)
    await indexer.send({ docs: postDocuments(posts.slice(start, start + partSize), start, searchText) });
  await indexer.send({ docs: resourceDocuments(content.categories, posts.length) });
  await save();
  await indexer.send({ writeTo: dir });
  const { maxRssMb, cpuMs } = await indexer.result();
  return { maxRssMb, cpuMs };
}

/** Posts per message to the index's process: about 1.5 MB of words, a moment of this thread's time. */
const partSize = 250;

/** A page at each old address that leads to the new one (`_redirects`, a row of the output table, says it too). */
export async function writeRedirectPages(outDir: string, content: Content): Promise<void> {
  for (const redirect of content.redirects) {
    const file = path.join(outDir, outputFile(redirect.from));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, redirectPage(content.site, redirect));
  }
}

/**
 * Adds today's post and category addresses to `published-urls.json` in the data folder built from (data/, or a
 * temporary tree's own); writes only when something was added, so a build of unchanged data changes no file.
 */
export async function updateUrlRecord(dataDir: string, content: Content): Promise<boolean> {
  const live = [
    ...content.posts.map((post) => paths.post(post.slug)),
    ...content.categories.map((category) => paths.category(category.slug)),
  ];
  const file = path.join(dataDir, urlRecordPath);
  const text = urlRecordText(nextUrlRecord(content.publishedUrls, live));
  if ((await readFile(file, "utf8").catch(() => "")) === text) return false;
  await writeFile(file, text);
  return true;
}
