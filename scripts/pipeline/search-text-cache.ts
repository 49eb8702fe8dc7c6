// What the search index takes from each post body (its heading words and distinct words), kept in
// .cache/search-text, a file per body named by a hash of the body and of the code that reads it, so a build reads
// again only the bodies that changed. A file per body, read as it is needed: the whole of it would be a large part of a
// big site's memory. Only the latest build's files are kept.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { postSearchText, type PostSearchText } from "../../src/content/outputs/search-index.ts";
import { writeCacheFileSync } from "../shared/cache-file.ts";

/** The sources a body's search text depends on: the index, the body tree and text helpers, and the libraries. */
function codeVersion(): string {
  const hash = createHash("sha1");
  const root = new URL("../../", import.meta.url);
  const folders = ["src/content/blog/body", "src/content/text", "src/content/shared"];
  const files = folders.flatMap((folder) =>
    readdirSync(new URL(folder, root), { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".ts"))
      .sort()
      .map((name) => `${folder}/${name}`),
  );
  for (const file of ["src/content/outputs/search-index.ts", "package-lock.json", ...files]) {
    const url = new URL(file, root);
    hash.update(file).update(existsSync(url) ? readFileSync(url) : "");
  }
  return hash.digest("base64url");
}

/** A stored file as the index needs it, or null when it is missing or damaged (the body is then read again). */
function readStored(file: string): PostSearchText | null {
  try {
    const text = JSON.parse(readFileSync(file, "utf8")) as Partial<PostSearchText>;
    const { headings, body } = text;
    return typeof headings === "string" && typeof body === "string" ? { headings, body } : null;
  } catch {
    return null;
  }
}

/**
 * The search text of each body, from its file in the cache or from the body (then written there); `save` removes the
 * files this run did not ask for.
 */
export function searchTextCache(cacheDir = path.resolve(".cache", "search-text")): {
  searchText: (html: string) => PostSearchText;
  save: () => Promise<void>;
} {
  const version = codeVersion();
  // Listed once: on a cold build every body misses, and a failed read costs more than the lookup.
  const stored = new Set(existsSync(cacheDir) ? readdirSync(cacheDir) : []);
  const used = new Set<string>();
  return {
    searchText(html) {
      const name = `${createHash("sha1").update(version).update(html).digest("base64url")}.json`;
      used.add(name);
      const file = path.join(cacheDir, name);
      const kept = stored.has(name) ? readStored(file) : null;
      if (kept) return kept;
      const text = postSearchText(html);
      try {
        writeCacheFileSync(file, JSON.stringify(text));
      } catch {
        // Only a speed-up: the body is read again next time.
      }
      return text;
    },
    async save() {
      const names = await readdir(cacheDir).catch(() => [] as string[]);
      // Temporary files are another build's, still writing.
      const unused = names.filter((name) => name.endsWith(".json") && !used.has(name));
      await Promise.all(unused.map((name) => rm(path.join(cacheDir, name), { force: true }))).catch(() => undefined);
    },
  };
}
