// `npm run bench:validate [-- 10000]`: times `npm run validate` on a synthetic data tree, as a maintainer runs it:
// a first check (no cache), a check with nothing changed, and a check after editing one post. Prints the figures.
import { execFileSync } from "node:child_process";
import { appendFile, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { bodyCache } from "../check/body-cache.ts";
import { dataDirFromEnv, workingDir } from "../shared/environment.ts";
import { writeSyntheticDataTree } from "./synthetic-data.ts";

const postCount = Number(process.argv[2] ?? 1000);
const runs = 3;
const dir = await mkdtemp(path.join(tmpdir(), "bench-validate-"));
// Where scripts/check/check-data.ts remembers the body checks of this folder.
const cacheFile = bodyCache(workingDir(), dir).file;

/** One `validate` run in a fresh process: the time it reports (after start-up) and the wall time. */
function validate(): { checkMs: number; wallMs: number } {
  const started = performance.now();
  const output = execFileSync(process.execPath, ["--import", "tsx", "scripts/check/validate.ts"], {
    env: { ...process.env, DATA_DIR: dir },
    encoding: "utf8",
  });
  const wallMs = performance.now() - started;
  const checkMs = Number(/in (\d+) ms\.$/m.exec(output)?.[1]);
  if (!Number.isFinite(checkMs)) throw new Error(`validate printed no timing:\n${output}`);
  return { checkMs, wallMs };
}

const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);

async function measure(before: () => Promise<void>): Promise<{ "check ms": number; "wall ms": number }> {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    await before();
    samples.push(validate());
  }
  return { "check ms": median(samples.map((s) => s.checkMs)), "wall ms": median(samples.map((s) => s.wallMs)) };
}

try {
  // site.json, landing.json and resources/ come from data/ (or DATA_DIR); the posts are generated.
  await writeSyntheticDataTree(dir, postCount, dataDirFromEnv());
  const post = path.join(
    dir,
    "posts",
    (await readdir(path.join(dir, "posts"))).find((name) => name.endsWith(".html")) ?? "",
  );
  let edits = 0;
  const rows = {
    "first check (no cache)": await measure(() => rm(cacheFile, { force: true })),
    "nothing changed": await measure(async () => {}),
    "one post edited": await measure(() => appendFile(post, `<p>Edit ${++edits}.</p>\n`)),
  };
  console.log(
    `npm run validate on ${postCount} synthetic posts of about 1,500 words (median of ${runs} runs; wall time includes Node and tsx start-up)`,
  );
  console.table(rows);
} finally {
  await rm(dir, { recursive: true, force: true });
  await rm(cacheFile, { force: true });
}
