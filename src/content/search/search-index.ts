// The static search index: posts (title, tags, excerpt, body) and resources (category names and descriptions,
// video titles and speakers), written at build time as files the browser fetches in parts.
import MiniSearch from "minisearch";
import { paths } from "../shared/paths.ts";
import type { Root } from "hast";
import { eachElement, parseBody } from "../body/body-tree.ts";
import { plainText, spacedText } from "../text/html-text.ts";
import { indexOptions, shardKey, type SearchDoc, type SearchHead } from "./client/search-options.ts";
import type { Category, Content, Post } from "../shared/types.ts";

/** Documents per chunk file: a page of results needs one or two of them. */
const searchChunkSize = 500;

/**
 * The distinct words of a sanitised HTML body: its text, with every tag a break between words. Each word once: a body
 * matches a word or not (titles, tags and excerpts rank), and the index holds and costs a tenth as much.
 */
export function bodyWords(html: string): string {
  return distinctWords(parseBody(html));
}

function distinctWords(tree: Root): string {
  return [
    ...new Set(
      spacedText(tree)
        .toLowerCase()
        .split(/[\s\p{P}]+/u),
    ),
  ].join(" ");
}

/** A document as it is indexed: what a result shows, and the fields searched. */
export interface IndexedDoc extends SearchDoc {
  tags: string;
  excerpt: string;
  headings?: string;
  body: string;
}

/** The text of a body's section headings (h2–h4), for the `headings` field. */
function headingText(tree: Root): string {
  const found: string[] = [];
  eachElement(tree, (element) => {
    if (/^h[2-4]$/.test(element.tagName)) found.push(plainText(element));
  });
  return found.join(" ");
}

/** Every post, then each category and its videos, numbered from 0 in that order. */
export function searchDocuments(
  content: Content,
  searchText: (html: string) => PostSearchText = postSearchText,
): IndexedDoc[] {
  return [
    ...postDocuments(content.posts, 0, searchText),
    ...resourceDocuments(content.categories, content.posts.length),
  ];
}

/** What the index takes from a post's body: a function of the body alone, so a build may keep it by the body's hash. */
export interface PostSearchText {
  headings: string;
  body: string;
}

/** The heading words and the distinct words of a sanitised post body. */
export function postSearchText(html: string): PostSearchText {
  const tree = parseBody(html);
  return { headings: headingText(tree), body: distinctWords(tree) };
}

/** The posts' documents, numbered from `firstId`; `searchText` reads each body (or remembers it). */
export function postDocuments(
  posts: readonly Post[],
  firstId: number,
  searchText: (html: string) => PostSearchText = postSearchText,
): IndexedDoc[] {
  return posts.map((post, i) => {
    const { headings, body } = searchText(post.content);
    return {
      id: firstId + i,
      kind: "post",
      title: post.title,
      path: paths.post(post.slug),
      text: post.excerpt,
      tags: post.tags.join(" "),
      excerpt: post.excerpt,
      headings,
      body,
    };
  });
}

/** Each category's document and its videos', numbered from `firstId`. */
export function resourceDocuments(categories: readonly Category[], firstId: number): IndexedDoc[] {
  const docs: IndexedDoc[] = [];
  const add = (doc: Omit<IndexedDoc, "id">) => docs.push({ id: firstId + docs.length, ...doc });
  for (const category of categories) {
    const path = paths.category(category.slug);
    add({
      kind: "category",
      title: category.name,
      path,
      text: category.description,
      tags: "",
      excerpt: category.description,
      headings: "",
      body: "",
    });
    for (const video of category.videos)
      add({
        kind: "video",
        title: video.title,
        path,
        text: video.speaker ? `${video.speaker} · ${category.name}` : category.name,
        tags: video.speaker ?? "",
        excerpt: "",
        headings: "",
        body: "",
      });
  }
  return docs;
}

/**
 * Builds the index a part at a time (`add`, documents in id order), so a big site's documents never all exist at
 * once, then writes it out (`files`): `index.json` (the index without its terms, and the names of the rest), one
 * shard of terms per first letter, and the documents in chunks. `name(kind, text)` names a file by its content
 * (the build passes a hash), so only `index.json` needs a short cache life.
 */
export function searchIndexBuilder() {
  const engine = new MiniSearch<IndexedDoc>(indexOptions);
  const shown: SearchDoc[] = [];
  return {
    add(docs: readonly IndexedDoc[]): void {
      engine.addAll(docs);
      for (const { id, kind, title, path, text } of docs) shown.push({ id, kind, title, path, text });
    },
    files(name: (kind: string, text: string) => string): Map<string, string> {
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
      const shards = Object.fromEntries(
        [...byShard].sort().map(([key, entries]) => [key, put(`terms-${key}`, JSON.stringify(entries))]),
      );
      const chunks: string[] = [];
      for (let start = 0; start < shown.length; start += searchChunkSize)
        chunks.push(put("docs", JSON.stringify(shown.slice(start, start + searchChunkSize))));
      const head: SearchHead = { base: { ...base, storedFields: {} }, shards, chunks, chunkSize: searchChunkSize };
      files.set("index.json", JSON.stringify(head));
      return files;
    },
  };
}

/** The whole index of `content` as files under `search/` (see `searchIndexBuilder`). */
export function searchIndexFiles(content: Content, name: (kind: string, text: string) => string): Map<string, string> {
  const builder = searchIndexBuilder();
  builder.add(searchDocuments(content));
  return builder.files(name);
}
