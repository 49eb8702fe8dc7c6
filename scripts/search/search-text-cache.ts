// What the search index takes from each post body, kept in the cache's search-text pack (pack.ts) by the key of the
// body and of the code that reads it (code-key.ts), so a build reads again only the bodies that changed.
import { postSearchText, type PostSearchText } from "../../src/content/search/search-index.ts";
import { codeKey } from "../cache/code-key.ts";
import { openCachePack } from "../cache/pack.ts";
import { cacheFolder, cacheKey } from "../cache/store.ts";

/** A stored text as the index needs it, or null when it is damaged (the body is then read again). */
function parseText(bytes: Buffer | null): PostSearchText | null {
  try {
    const { headings, body } = JSON.parse(bytes?.toString("utf8") ?? "null") as Partial<PostSearchText>;
    return typeof headings === "string" && typeof body === "string" ? { headings, body } : null;
  } catch {
    return null;
  }
}

/** The search text of each body, from the pack in `root`'s cache or from the body; `save` keeps the texts used. */
export async function searchTextCache(root: string) {
  // The code a body's search text comes from: this module's import closure, the search index's module in it.
  const version = await codeKey(root, import.meta.url);
  const pack = openCachePack(cacheFolder("search-text", root), "texts");
  return {
    searchText(html: string): PostSearchText {
      const key = cacheKey(version, html);
      const text = parseText(pack.get(key));
      if (text) return text;
      const read = postSearchText(html);
      pack.add(key, Buffer.from(JSON.stringify(read)));
      return read;
    },
    save: () => pack.save(),
  };
}
