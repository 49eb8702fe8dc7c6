// `npm run bench:search [-- 1000,10000]`: builds the search index for synthetic sites and prints its size (raw and
// gzip: all of it, and what a first search fetches, the shown posts' page data included) and query times with the
// browser's own search code.
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { searchIndexFiles } from "../../src/content/search/search-index.ts";
import { blogPages } from "../../src/content/blog/blog-pages.ts";
import { createSearch } from "../../src/content/search/client/search-client.ts";
import { loadDataFolder } from "../check/check-data.ts";
import { dataDirFromEnv, workingDir } from "../shared/environment.ts";
import { postBodies } from "./post-bodies.ts";
import { writeSyntheticDataTree } from "./synthetic-data.ts";

const counts = (process.argv[2] ?? "1000,10000").split(",").map(Number);
// Words from the synthetic bodies, titles and tags, a prefix as typed, two words, and a word nothing has.
const queries = [
  "assumption",
  "positioning",
  "onboard",
  "pricing page",
  "customer problem",
  "storytelling",
  "clear messaging",
  "pricng",
  "zebra",
];
const kB = (bytes: number) => Math.round(bytes / 100) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => Math.round(value * 100) / 100;
/** CPU time of this process since `start`: on a shared machine, wall time also counts waiting for a core. */
const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

async function measure(postCount: number) {
  const dir = await mkdtemp(path.join(tmpdir(), "bench-search-"));
  try {
    await writeSyntheticDataTree(dir, postCount, dataDirFromEnv());
    const { content } = await loadDataFolder(dir, { root: workingDir() });
    if (!content) throw new Error("the synthetic data did not validate");
    const started = process.cpuUsage();
    const files = searchIndexFiles(
      content,
      (kind, text) => `${kind}-${createHash("sha256").update(text).digest("hex").slice(0, 10)}.json`,
    );
    const buildMs = cpuMs(started);
    const gz = new Map([...files].map(([name, text]) => [name, gzipSync(text).length]));
    const total = [...gz.values()].reduce((sum, size) => sum + size, 0);
    const raw = [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    const fetched = new Set<string>();
    const pages = new Map(blogPages(content).map((page) => [page.path, page]));
    const pageBytes = new Map<string, number>();
    const search = createSearch(
      async (file) => {
        fetched.add(file);
        return JSON.parse(files.get(file) ?? "null");
      },
      postBodies(content.posts, (postPath) => {
        fetched.add(postPath);
        pageBytes.set(postPath, gzipSync(JSON.stringify(pages.get(postPath)?.build())).length);
      }),
    );
    // The first query pays for parsing the head and its shard; later ones reuse them.
    const first = performance.now();
    await search(queries[0] ?? "");
    const firstMs = performance.now() - first;
    const firstFetch = [...fetched].reduce((sum, file) => sum + (gz.get(file) ?? pageBytes.get(file) ?? 0), 0);
    const firstPages = [...pageBytes.values()].reduce((sum, size) => sum + size, 0);
    for (const query of queries) await search(query); // every shard the queries need is now loaded
    const times: number[] = [];
    const cpu: number[] = [];
    const answers: Record<string, number> = {};
    for (let run = 0; run < 5; run++) {
      for (const query of queries) {
        const start = performance.now();
        const startCpu = process.cpuUsage();
        answers[query] = (await search(query)).total;
        cpu.push(cpuMs(startCpu));
        times.push(performance.now() - start);
      }
    }
    return {
      posts: postCount,
      documents: searchIndexFilesCount(files),
      "index build cpu ms": Math.round(buildMs),
      files: files.size,
      "all raw kB": kB(raw),
      "all gzip kB": kB(total),
      "first search fetches gzip kB": kB(firstFetch),
      "of which page data kB": kB(firstPages),
      "first query ms": ms(firstMs),
      "query median ms": ms(median(times)),
      "query max ms": ms(Math.max(...times)),
      "query median cpu ms": ms(median(cpu)),
      "query max cpu ms": ms(Math.max(...cpu)),
      answers: JSON.stringify(answers),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function searchIndexFilesCount(files: Map<string, string>): number {
  return [...files]
    .filter(([name]) => name.startsWith("docs-"))
    .reduce((sum, [, text]) => sum + (JSON.parse(text) as unknown[]).length, 0);
}

const rows = [];
for (const count of counts) rows.push(await measure(count));
console.log(
  "Search index over synthetic posts of about 1,500 words plus the site's resources (gzip: what a browser downloads)",
);
console.table(rows);
