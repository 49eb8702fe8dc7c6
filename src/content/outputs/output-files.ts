// The table of the files the build writes at fixed paths beside the pages: where each goes, its media type and what
// makes it. The build writes from it, the dev server answers from it, validation keeps redirects and links off it,
// and the file-list test holds the output to it (docs/decisions/0034-output-table-link-check-phases.md).
import { dataFiles as collections } from "../loading/data-files.ts";
import { notFoundFiles } from "../shared/routes.ts";
import { paths } from "../shared/paths.ts";
import type { Content } from "../shared/types.ts";
import { feedLinks } from "../head/feed-links.ts";
import { redirectsFile } from "./redirect-files.ts";
import { headersFile } from "./security-headers.ts";
import { robotsTxt, sitemapFiles, webManifest, type SitemapEntry } from "./sitemap-robots-manifest.ts";

/** What a maker of this table reads: the content, every page the build writes, and the one security policy. */
export interface OutputInput {
  content: Content;
  /** Every page (a `PageSpec` of src/content/pages/, read only for the sitemap). */
  pages: ReadonlyArray<SitemapEntry & { route: string }>;
  policy: string;
}

/**
 * A maker on the build side (it needs I/O or another process): scripts/pipeline/output-makers.ts maps each to its
 * function.
 */
export type BuildSideMaker = "vite" | "prerender" | "social cards" | "search index" | "url record" | "admin";

/** The text of the file at the row's path; or, for a file that splits when large (the sitemap), every file by name. */
type OutputText = string | ReadonlyMap<string, string>;

export interface OutputFile {
  /** The site path (`/robots.txt`); a folder's ends in `/`; for `in: "data"`, the path inside the data folder. */
  path: string;
  /** The media type a host should send. */
  type: string;
  make: ((input: OutputInput) => OutputText) | BuildSideMaker;
  /** A folder whose files the build names (hashes, slugs): every path inside it is the build's. */
  folder?: true;
  /** Written into the data folder the build read instead of the site. */
  in?: "data";
  /** Answered by the dev server too (files a browser or a feed reader asks for). */
  dev?: true;
}

const listed = (pages: OutputInput["pages"]) => pages.filter((page) => page.route !== "notFound");

export const outputFiles: readonly OutputFile[] = [
  {
    path: paths.sitemap(),
    type: "application/xml",
    make: ({ content, pages }) => sitemapFiles(content.site, listed(pages)),
    dev: true,
  },
  { path: "/robots.txt", type: "text/plain", make: ({ content }) => robotsTxt(content.site), dev: true },
  ...feedLinks.map(({ path, type, make }): OutputFile => ({
    path,
    type,
    make: ({ content }) => make(content),
    dev: true,
  })),
  {
    path: paths.manifest(),
    type: "application/manifest+json",
    make: ({ content }) => webManifest(content.site),
    dev: true,
  },
  { path: "/_headers", type: "text/plain", make: ({ policy, content }) => headersFile(policy, content.site.noindex) },
  {
    path: paths.redirects(),
    type: "text/plain",
    make: ({ content }) => redirectsFile(content.site, content.redirects),
  },
  { path: `/${notFoundFiles.html}`, type: "text/html", make: "prerender" },
  { path: `/${notFoundFiles.data}`, type: "application/json", make: "prerender" },
  { path: "/assets/", type: "application/octet-stream", make: "vite", folder: true },
  // The content manager (decision 39): its own page and bundle, built apart (scripts/admin/build-admin.ts).
  { path: "/admin/", type: "text/html", make: "admin", folder: true },
  { path: `${paths.cards()}/`, type: "image/png", make: "social cards", folder: true },
  { path: paths.searchIndex(""), type: "application/json", make: "search index", folder: true },
  { path: collections.publishedUrls.location, type: "application/json", make: "url record", in: "data" },
];

/** The rows whose files go into the site (not the data folder). */
const siteOutputs = outputFiles.filter((file) => file.in !== "data");

/** A row whose maker is in this table (a pure function of the content). */
export type TableMadeFile = OutputFile & { make: (input: OutputInput) => OutputText };

export const madeByTable = (file: OutputFile): file is TableMadeFile => typeof file.make === "function";

/** The files a row of this table makes, by name inside the site (no leading `/`). */
export function outputTexts(file: TableMadeFile, input: OutputInput): ReadonlyMap<string, string> {
  const made = file.make(input);
  return typeof made === "string" ? new Map([[file.path.slice(1), made]]) : made;
}

/**
 * The row that owns site path `sitePath` (normalised, no base path): its file, a folder it lies in, or a file it would
 * lie inside (`/robots.txt/x` would need a folder where that file is). Null when the table claims no such path.
 */
export function outputAt(sitePath: string): OutputFile | null {
  return (
    siteOutputs.find((file) =>
      file.folder
        ? `${sitePath}/`.startsWith(file.path)
        : sitePath === file.path || sitePath.startsWith(`${file.path}/`),
    ) ?? null
  );
}
