// `tsx scripts/preview/failed-preview.ts --log <build log> --out <dir>`: after a pull request's build failed, writes
// the page that says why (failed-page.ts) at the preview's root and at every address the content manager's
// "View preview" opens (decision 67). DATA_DIR names the data; PR_NUMBER, HEAD_SHA and RUN_URL come from the workflow.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadDataFolder } from "../check/check-data.ts";
import { buildDateFromEnv, dataDirFromEnv, previewUrlFromEnv, workingDir } from "../shared/environment.ts";
import { failedPageHtml } from "./failed-page.ts";
import { previewPaths } from "./preview-paths.ts";

const { values } = parseArgs({ options: { log: { type: "string" }, out: { type: "string" } } });
if (!values.out) throw new Error("usage: failed-preview.ts --log <build log> --out <dir>");
const pullRequest = Number(process.env.PR_NUMBER ?? "0");

/** The build's report: from its "Build failed" line to the end, without terminal colours. */
async function buildReport(file: string | undefined): Promise<string> {
  if (!file) return "";
  const log = (await readFile(file, "utf8").catch(() => "")).replace(
    new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"),
    "",
  );
  const start = log.lastIndexOf("Build failed");
  return (start >= 0 ? log.slice(start) : log).split("\n").slice(-200).join("\n");
}

// The same check the build starts with: its problems carry file, line, column and field.
const checked = await Promise.resolve()
  .then(async () =>
    loadDataFolder(dataDirFromEnv(), {
      root: workingDir(),
      today: buildDateFromEnv(),
      previewUrl: await previewUrlFromEnv(),
    }),
  )
  .catch(() => ({ problems: [] }));
const problems = checked.problems.filter((problem) => problem.severity !== "info");
const tokens = await readFile(path.resolve("src/styles/tokens.css"), "utf8");
const html = failedPageHtml(
  {
    pullRequest,
    commit: process.env.HEAD_SHA ?? "",
    problems: problems.some((problem) => problem.severity === "error") ? problems : [],
    report: await buildReport(values.log),
    runUrl: process.env.RUN_URL,
  },
  tokens,
);
const out = path.resolve(values.out);
for (const at of await previewPaths(dataDirFromEnv())) {
  await mkdir(path.join(out, at), { recursive: true });
  await writeFile(path.join(out, at, "index.html"), html);
}
await writeFile(path.join(out, "404.html"), html);
console.log(
  `Wrote the failed preview's page (${problems.length} problems) into ${path.relative(process.cwd(), out)}/.`,
);
