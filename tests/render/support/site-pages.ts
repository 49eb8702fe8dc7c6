// Real page data for the render layer: a data tree (the built-in data/, changed per test) loaded and checked as the
// build loads it, then every page the build would prerender, built into its page data.
import { createHash } from "node:crypto";
import path from "node:path";
import type { DataFile } from "../../../src/content/site/load.ts";
import { loadContent } from "../../../src/content/site/load.ts";
import { listPages, type PageData } from "../../../src/content/pages/list-pages.ts";
import { loadMarkdown } from "../../../src/content/body/post-body.ts";
import { searchIndexFiles } from "../../../src/content/search/search-index.ts";
import type { Content } from "../../../src/content/shared/types.ts";
import { readDataFiles } from "../../../scripts/shared/read-data.ts";

export interface SitePages {
  content: Content;
  /** Page data by site path (`/blog/page/2`), for every page the build prerenders. */
  pages: Map<string, PageData>;
  /** The search index files under `search/`, by name, as the build writes them. */
  searchFiles: Map<string, string>;
}

/**
 * The built-in data tree's files (the repository's data/), less its record of published addresses, as the build
 * tests' data trees leave it out: a test that removes or adds posts is not retiring addresses.
 */
export const builtInFiles = async (): Promise<DataFile[]> =>
  (await readDataFiles(path.resolve("data"))).filter((file) => file.path !== "published-urls.json");

/** Loads `files` as the build does (today's date: nothing scheduled shows) and builds every page's data. */
export async function sitePages(files: DataFile[]): Promise<SitePages> {
  await loadMarkdown();
  const result = loadContent(files, "data/", undefined, { today: "2026-11-23" });
  if (!result.content)
    throw new Error(
      result.problems
        .filter((p) => p.severity === "error")
        .map((p) => `${p.file}: ${p.message}`)
        .join("\n"),
    );
  const content = result.content;
  const pages = new Map(listPages(content).map((spec) => [spec.path, spec.build()]));
  return {
    content,
    pages,
    searchFiles: searchIndexFiles(
      content,
      (kind, text) => `${kind}-${createHash("sha256").update(text).digest("hex").slice(0, 12)}.json`,
    ),
  };
}

/** `files` without any post. */
export const withoutPosts = (files: DataFile[]) => files.filter((file) => !file.path.startsWith("posts/"));

/** `files` with `blogPageSize` set to `size`. */
export const withPageSize = (size: number) => (files: DataFile[]) =>
  files.map((file) =>
    file.path === "site.json"
      ? { ...file, text: file.text.replace(/"blogPageSize": \d+/, `"blogPageSize": ${size}`) }
      : file,
  );

/** `count` extra posts without covers, dated December 2024 and tagged Messaging ("…, Part 1" to "…, Part N"). */
export function extraPosts(count: number): DataFile[] {
  return Array.from({ length: count }, (_, i) => i + 1).flatMap((n) => {
    const name = `field-notes-on-clear-messaging-part-${n}`;
    const fields = {
      id: `notes-${n}`,
      title: `Field Notes on Clear Messaging, Part ${n}`,
      excerpt: `Part ${n} of a series of short notes.`,
      publishedAt: `2024-12-${String(n).padStart(2, "0")}`,
      readTime: 1,
      tags: ["Messaging"],
    };
    return [
      { path: `posts/${name}.json`, text: JSON.stringify(fields) },
      {
        path: `posts/${name}.html`,
        text: `<p>${"A plain sentence about saying one thing clearly to one reader. ".repeat(22)}</p>`,
      },
    ];
  });
}
