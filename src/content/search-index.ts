// The static search index: posts (title, tags, excerpt, body) and resources (category names and descriptions,
// video titles and speakers), written at build time as files the browser fetches in parts.
import MiniSearch from "minisearch";
import { paths } from "./paths.ts";
import { indexOptions, shardKey, type SearchDoc, type SearchHead } from "./search-options.ts";
import type { Content } from "./types.ts";

/** Documents per chunk file: a page of results needs one or two of them. */
export const searchChunkSize = 500;

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/**
 * The distinct words of a sanitised HTML body: tags dropped, the common entities decoded. Each word once: a body
 * matches a word or not (titles, tags and excerpts rank), and the index holds and costs a tenth as much.
 */
export function bodyWords(html: string): string {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => entities[name] ?? " ");
  return [...new Set(text.toLowerCase().split(/[\s\p{P}]+/u))].join(" ");
}

interface Indexed extends SearchDoc {
  tags: string;
  excerpt: string;
  body: string;
}

export function searchDocuments(content: Content): Indexed[] {
  const docs: Indexed[] = [];
  const add = (doc: Omit<Indexed, "id">) => docs.push({ id: docs.length, ...doc });
  for (const post of content.posts) {
    add({ kind: "post", title: post.title, path: paths.post(post.slug), text: post.excerpt, tags: post.tags.join(" "), excerpt: post.excerpt, body: bodyWords(post.content) });
  }
  for (const category of content.categories) {
    const path = paths.category(category.slug);
    add({ kind: "category", title: category.name, path, text: category.description, tags: "", excerpt: category.description, body: "" });
    for (const video of category.videos) add({ kind: "video", title: video.title, path, text: video.speaker ? `${video.speaker} · ${category.name}` : category.name, tags: video.speaker ?? "", excerpt: "", body: "" });
  }
  return docs;
}

/**
 * The index as files under `search/`: `index.json` (the index without its terms, and the names of the rest),
 * one shard of terms per first letter, and the documents in chunks. `name(kind, text)` names a file by its
 * content (the build passes a hash), so only `index.json` needs a short cache life.
 */
export function searchIndexFiles(content: Content, name: (kind: string, text: string) => string): Map<string, string> {
  const docs = searchDocuments(content);
  const engine = new MiniSearch<Indexed>(indexOptions);
  engine.addAll(docs);
  const { index, storedFields: _stored, ...base } = engine.toJSON();
  const byShard = new Map<string, typeof index>();
  for (const entry of index) {
    const key = shardKey(entry[0]);
    const shard = byShard.get(key) ?? [];
    shard.push(entry);
    byShard.set(key, shard);
  }
  const files = new Map<string, string>();
  const put = (kind: string, text: string) => {
    const file = name(kind, text);
    files.set(file, text);
    return file;
  };
  const shards = Object.fromEntries([...byShard].sort().map(([key, entries]) => [key, put(`terms-${key}`, JSON.stringify(entries))]));
  const chunks: string[] = [];
  for (let start = 0; start < docs.length; start += searchChunkSize) {
    const chunk = docs.slice(start, start + searchChunkSize).map(({ id, kind, title, path, text }): SearchDoc => ({ id, kind, title, path, text }));
    chunks.push(put("docs", JSON.stringify(chunk)));
  }
  const head: SearchHead = { base: { ...base, storedFields: {} }, shards, chunks, chunkSize: searchChunkSize };
  files.set("index.json", JSON.stringify(head));
  return files;
}
