// Where the content manager's "View preview" can open a preview (the collections' preview_path, the post folder's
// file names as {{slug}}): a failed preview's page is written at each, so the button never lands on a 404.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

interface Collection {
  folder?: string;
  preview_path?: string;
  files?: Array<{ preview_path?: string }>;
}

/** A name that is safe as one folder of an address: a pull request chooses its file names. */
const safe = (segment: string) => /^[a-z0-9][a-z0-9._-]*$/i.test(segment) && !segment.includes("..");

/** The folders, relative to the preview's root ("" for the root itself), with no leading or trailing slash. */
export async function previewPaths(
  data: string,
  collectionsFile = "src/admin/cms-collections.json",
): Promise<string[]> {
  const collections = JSON.parse(await readFile(path.resolve(collectionsFile), "utf8")) as Collection[];
  const paths = new Set<string>([""]);
  const add = (address: string) => {
    const segments = address.split("/").filter(Boolean);
    if (segments.every(safe)) paths.add(segments.join("/"));
  };
  for (const collection of collections) {
    for (const file of collection.files ?? []) if (file.preview_path) add(file.preview_path);
    const template = collection.preview_path;
    if (!template) continue;
    if (!template.includes("{{slug}}")) {
      add(template);
      continue;
    }
    if (!collection.folder) continue;
    const names = await readdir(path.join(data, path.basename(collection.folder))).catch(() => []);
    const slugs = new Set(names.map((name) => name.replace(/\.[^.]+$/, "")));
    for (const slug of slugs) if (safe(slug)) add(template.replaceAll("{{slug}}", slug));
  }
  return [...paths].sort();
}
