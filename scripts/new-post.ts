// `npm run new:post -- "Title"`: writes data/posts/<slug>.md, JSON front matter (a valid draft, by the founder, dated
// today) and a Markdown body. Refuses to overwrite an existing post, in either layout.
import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import {
  dataFiles as collections,
  inCollection,
  isPostBody,
  postBodyPaths,
  postMetadataPath,
} from "../src/content/loading/data-files.ts";
import { splitFrontMatter } from "../src/content/blog/client/front-matter.ts";
import { newPostFiles } from "../src/content/blog/new-post.ts";
import { buildDateFromEnv, dataDirFromEnv, readOrExit } from "./shared/environment.ts";
import { displayRoot, listDataFiles } from "./shared/read-data.ts";

const title = process.argv.slice(2).join(" ").trim();
if (!title) {
  console.error('Give the post a title: npm run new:post -- "My Post Title"');
  process.exit(1);
}
const dir = dataDirFromEnv();
const site = JSON.parse(readFileSync(path.join(dir, collections.site.location), "utf8")) as {
  founder?: { name?: string };
};
/** The JSON of a post's metadata: a metadata file, or the front matter of a Markdown post. */
const metadataText = (file: string) => {
  const text = readFileSync(path.join(dir, file), "utf8");
  return inCollection("posts", file) ? text : (splitFrontMatter(text)?.matter ?? "{}");
};
const ids = (await listDataFiles(dir))
  .filter((file) => inCollection("posts", file) || (isPostBody(file) && file.endsWith(".md")))
  .map((file) => (JSON.parse(metadataText(file)) as { id?: unknown }).id);
const made = newPostFiles({
  title,
  today: await readOrExit(buildDateFromEnv),
  author: site.founder?.name ?? "",
  ids: ids.map(String),
});
if ("error" in made) {
  console.error(made.error);
  process.exit(1);
}
const shown = (file: string) => `${displayRoot(dir)}${file}`;
// An HTML body of the same name counts as taken too: a post has one body.
const metadataPath = postMetadataPath(made.files[0]!.path);
const taken = [metadataPath, ...postBodyPaths(metadataPath)].filter((file) => existsSync(path.join(dir, file)));
if (taken.length > 0) {
  console.error(
    `Nothing written: ${taken.map(shown).join(" and ")} already exist${taken.length === 1 ? "s" : ""}. Choose another title, or edit that post.`,
  );
  process.exit(1);
}
for (const file of made.files) await writeFile(path.join(dir, file.path), file.text, { flag: "wx" });
console.log(`Wrote ${made.files.map((file) => shown(file.path)).join(" and ")}.`);
console.log('It is a draft: `npm run dev` shows it; set "draft" to false (or remove it) to publish.');
