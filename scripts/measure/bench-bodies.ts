// `npm run bench:bodies [-- <data folder>] [-- --rounds 5]`: CPU time of each step the build takes over every post body
// of a data folder (DATA_DIR or data/ by default; e.g. a copy with /work/shared/bench's 1,000 posts), in ms per
// 1,000 bodies, median of the rounds. The steps run where the build runs them: checking in workers, the page body
// in the prerender's workers, the search words and the CSP's image hosts on the main thread, the feeds' links
// for the newest posts only.
import path from "node:path";
import { checkPostBody, loadMarkdown } from "../../src/content/body/post-body.ts";
import { pageBody } from "../../src/content/body/page-body.ts";
import { absoluteLinks } from "../../src/content/head/feeds.ts";
import { bodyWords } from "../../src/content/search/search-index.ts";
import { imageOrigins } from "../../src/content/outputs/security-headers.ts";
import { loadDataFolder } from "../check/check-data.ts";
import { listDataFiles, readBodyFile } from "../shared/read-data.ts";
import { dataDirFromEnv, workingDir } from "../shared/environment.ts";

const folder = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? dataDirFromEnv());
const roundsAt = process.argv.indexOf("--rounds");
const rounds = roundsAt === -1 ? 5 : Number(process.argv[roundsAt + 1]);

await loadMarkdown();
// As a preview build does: a copy of data/ with other posts keeps the record of the built-in ones.
const { content } = await loadDataFolder(folder, { root: workingDir(), vanishedUrls: "warning" });
if (!content) throw new Error(`${folder} has errors: run npm run validate on it first`);
const { posts } = content;
const bodyFiles = (await listDataFiles(folder)).filter((file) => /^posts\/.*\.(html|md)$/.test(file));
const sources = bodyFiles.map((file) => readBodyFile(folder, file));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** CPU time (ms) of `work`, which runs once per body. */
function cpu(work: () => unknown): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const steps: Record<string, () => unknown> = {
  "check (sanitise, images, words)": () => sources.map((text, i) => checkPostBody(text, bodyFiles[i])),
  "page body (anchors, tables, code)": () => posts.map((post) => pageBody(post.content)),
  "search words": () => posts.map((post) => bodyWords(post.content)),
  "CSP image hosts": () => imageOrigins(content),
  "feed links (every post)": () => posts.map((post) => absoluteLinks(content.site, post.content)),
};
const times = new Map<string, number[]>();
for (let round = 0; round < rounds; round++)
  for (const [name, work] of Object.entries(steps)) times.set(name, [...(times.get(name) ?? []), cpu(work)]);

console.log(
  `${posts.length} bodies in ${path.relative(process.cwd(), folder) || "."}, CPU ms per 1,000 bodies, median of ${rounds}:`,
);
for (const [name, values] of times)
  console.log(
    `  ${name.padEnd(36)} ${Math.round((median(values) * 1000) / Math.max(1, name.startsWith("check") ? sources.length : posts.length))}`,
  );
