// `npm run bench:validate [-- 1000]`: times the content check (loadContent) on synthetic posts and prints the figures.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadContent } from "../src/content/load.ts";
import { formatProblem } from "../src/content/report.ts";
import { dataDir, readDataFiles } from "./lib/read-data.ts";
import { memoizedSanitizer } from "./lib/sanitize-cache.ts";
import { writeSyntheticDataTree } from "./lib/synthetic-data.ts";

const postCount = Number(process.argv[2] ?? 1000);
const runs = 5;
const dir = await mkdtemp(path.join(tmpdir(), "bench-validate-"));
try {
  // site.json, landing.json and resources/ come from data/ (or DATA_DIR); the posts are generated.
  await writeSyntheticDataTree(dir, postCount, dataDir());
  const files = await readDataFiles(dir);
  const megabytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.text), 0) / 1024 / 1024;

  const first = loadContent(files, "bench/"); // also warms up the JIT and the libraries' caches
  const errors = first.problems.filter((problem) => problem.severity === "error");
  if (errors.length > 0 || !first.content) {
    console.error(`The synthetic tree is not valid (fix ${dataDir()} first):\n${errors.slice(0, 10).map(formatProblem).join("\n")}`);
    process.exitCode = 1;
  } else {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      loadContent(files, "bench/");
      times.push(performance.now() - started);
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
    // As `npm run validate` and the build run it: with the sanitised bodies of the previous check remembered.
    const warm = memoizedSanitizer();
    loadContent(files, "bench/", warm.sanitize);
    const warmTimes: number[] = [];
    for (let run = 0; run < runs; run++) {
      const memo = memoizedSanitizer(warm.used);
      const started = performance.now();
      loadContent(files, "bench/", memo.sanitize);
      warmTimes.push(performance.now() - started);
    }
    const warmMedian = [...warmTimes].sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
    console.log(`loadContent on ${first.content.posts.length} synthetic posts (median of ${runs} runs; reading files not included)`);
    console.table({
      files: files.length,
      "total MB": Number(megabytes.toFixed(2)),
      "median ms": Math.round(median),
      "fastest ms": Math.round(Math.min(...times)),
      "posts/s": Math.round(first.content.posts.length / (median / 1000)),
      "median ms, unchanged bodies remembered": Math.round(warmMedian),
    });
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
