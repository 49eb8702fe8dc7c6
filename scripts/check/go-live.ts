// Prints the go-live check's block (placeholders, stand-ins and samples still in data/, posts included); with
// `production`, they are errors.
import { blocksGoLive, findPlaceholders, goLiveReport } from "../../src/content/site-checks/go-live.ts";
import { formatProblem, githubAnnotation } from "../../src/content/checking/report.ts";
import { isPostBody } from "../../src/content/loading/data-files.ts";
import { displayRoot, listDataFiles, readFilesIn } from "../shared/read-data.ts";

/**
 * Whether the build may go on (`ok`): no placeholders or sample items, or a build that is not for production; and
 * when it may not, the placeholders that stop it, one line each. Facts not announced yet are listed and never stop it.
 * With `annotations`, each is also printed as GitHub's annotation.
 */
export async function checkGoLive(
  production: boolean,
  dir: string,
  annotations = false,
): Promise<{ ok: boolean; blocking: string[] }> {
  const files = (await listDataFiles(dir)).filter(
    (file) => !file.startsWith("schemas/") && (file.endsWith(".json") || isPostBody(file)),
  );
  const placeholders = findPlaceholders(readFilesIn(dir, files), displayRoot(dir), production ? "error" : "warning");
  if (placeholders.length === 0) return { ok: true, blocking: [] };
  const blocked = placeholders.some(blocksGoLive);
  (production && blocked ? console.error : console.warn)(`\n${goLiveReport(placeholders, formatProblem)}\n`);
  if (annotations) for (const problem of placeholders) console.log(githubAnnotation(problem));
  if (!production || !blocked) return { ok: true, blocking: [] };
  return { ok: false, blocking: placeholders.filter(blocksGoLive).map(formatProblem) };
}
