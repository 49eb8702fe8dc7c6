// `npm run bench [-- --posts 100,1000,10000]`: builds synthetic sites of several sizes and prints build and page
// figures.
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pageWeight } from "./page-weight.ts";
import { writeSyntheticDataTree } from "./synthetic-data.ts";

const sizesArg = process.argv.find((arg, i) => process.argv[i - 1] === "--posts") ?? "100,1000,10000";
const sizes = sizesArg.split(",").map(Number);
const root = await mkdtemp(path.join(os.tmpdir(), "fp-bench-"));

async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return (await Promise.all(files.map(async (file) => (await stat(file)).size))).reduce((a, b) => a + b, 0);
}

interface BuildStats {
  seconds: number;
  pages: number;
  maxRssMb: number;
  phases: Record<string, number>;
  /** CPU time per phase (ms), and `total`: meaningful on a busy machine, unlike wall time. */
  cpu: Record<string, number>;
}

function build(dataDir: string, outDir: string, statsFile: string): BuildStats {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, OUT_DIR: outDir, BUILD_STATS_FILE: statsFile },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return JSON.parse(execFileSync("cat", [statsFile]).toString()) as BuildStats;
}

interface Row {
  posts: number;
  pages: number;
  seconds: number;
  msPerPage: number;
  pagesPerSecond: number;
  maxRssMb: number;
  distMb: number;
  postJsKb: number;
  postHtmlKb: number;
  rebuildSeconds: number;
  phases: { first: Record<string, number>; rebuild: Record<string, number> };
  cpu: Record<string, number>;
}

const rows: Row[] = [];
try {
  for (const posts of sizes) {
    const dataDir = path.join(root, `data-${posts}`);
    const outDir = path.join(root, `dist-${posts}`);
    await writeSyntheticDataTree(dataDir, posts);
    const first = build(dataDir, outDir, path.join(root, "stats.json"));
    const postDir =
      (await readdir(path.join(outDir, "blog"))).find((name) => name !== "page" && !name.endsWith(".json")) ?? "";
    const weight = await pageWeight(outDir, `blog/${postDir}/index.html`);
    // Edit one post and build again, as a maintainer would.
    const postFile = (await readdir(path.join(dataDir, "posts"))).find((name) => name.endsWith(".html")) ?? "";
    const bodyPath = path.join(dataDir, "posts", postFile);
    await writeFile(
      bodyPath,
      `${await readFile(bodyPath, "utf8")}\n<p>One more paragraph, edited for the rebuild benchmark.</p>\n`,
    );
    const second = build(dataDir, outDir, path.join(root, "stats.json"));
    rows.push({
      posts,
      pages: first.pages,
      seconds: first.seconds,
      msPerPage: (first.seconds * 1000) / first.pages,
      pagesPerSecond: first.pages / first.seconds,
      maxRssMb: first.maxRssMb,
      distMb: (await folderBytes(outDir)) / 1e6,
      postJsKb: weight.js / 1000,
      postHtmlKb: weight.html / 1000,
      rebuildSeconds: second.seconds,
      phases: { first: first.phases, rebuild: second.phases },
      cpu: first.cpu,
    });
    await rm(outDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
} finally {
  await rm(root, { recursive: true, force: true });
}

console.log(`\nBuild benchmark on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}\n`);
console.log(
  "| posts | pages | build s | ms/page | pages/s | peak RSS MB | dist MB | post JS kB gz | post HTML kB gz | rebuild after 1 edit s |",
);
console.log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const r of rows) {
  console.log(
    `| ${[
      r.posts,
      r.pages,
      r.seconds.toFixed(1),
      r.msPerPage.toFixed(2),
      r.pagesPerSecond.toFixed(0),
      r.maxRssMb.toFixed(0),
      r.distMb.toFixed(1),
      r.postJsKb.toFixed(1),
      r.postHtmlKb.toFixed(1),
      r.rebuildSeconds.toFixed(1),
    ].join(" | ")} |`,
  );
}
console.log("\nWhere the time goes (s), first build / rebuild after one edit:");
for (const r of rows) {
  const phases = Object.keys(r.phases.first).map(
    (phase) =>
      `${phase} ${((r.phases.first[phase] ?? 0) / 1000).toFixed(1)}/${((r.phases.rebuild[phase] ?? 0) / 1000).toFixed(1)}`,
  );
  console.log(`- ${r.posts} posts: ${phases.join(", ")}`);
}
console.log("\nCPU time of the first build (s), per phase (the data check's includes the image encoding beside it):");
for (const r of rows)
  console.log(
    `- ${r.posts} posts: ${Object.entries(r.cpu)
      .map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)}`)
      .join(", ")}`,
  );
const [smallest, largest] = [rows[0], rows[rows.length - 1]];
if (smallest && largest && rows.length > 1) {
  const jsGrowth = ((largest.postJsKb - smallest.postJsKb) / smallest.postJsKb) * 100;
  console.log(
    `\nJS a post page loads: ${smallest.postJsKb.toFixed(1)} kB at ${smallest.posts} posts, ` +
      `${largest.postJsKb.toFixed(1)} kB at ${largest.posts} posts ` +
      `(${jsGrowth >= 0 ? "+" : ""}${jsGrowth.toFixed(1)}%, target within 5%).`,
  );
}
const [nextLargest, biggest] = rows.slice(-2);
if (nextLargest && biggest && rows.length > 1) {
  console.log(
    `Time per page: ${nextLargest.msPerPage.toFixed(2)} ms at ${nextLargest.posts} posts, ` +
      `${biggest.msPerPage.toFixed(2)} ms at ${biggest.posts} posts ` +
      `(${(biggest.msPerPage / nextLargest.msPerPage).toFixed(2)}x, target at most 1.5x).`,
  );
  console.log(`Peak memory at ${biggest.posts} posts: ${biggest.maxRssMb.toFixed(0)} MB (target under 1,024 MB).`);
}
