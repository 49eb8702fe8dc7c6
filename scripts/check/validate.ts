// `npm run validate [-- --strict]`: checks every file under data/ and reports all problems at once.
import { pruneCache } from "../cache/store.ts";
import { loadDataFolder, reportHeldBack, reportProblems } from "./check-data.ts";
import { videoTotal } from "../../src/content/shared/video-total.ts";
import { checkGoLive } from "./go-live.ts";
import {
  annotationsFromEnv,
  buildDateFromEnv,
  dataDirFromEnv,
  previewUrlFromEnv,
  readOrExit,
  workingDir,
} from "../shared/environment.ts";

const strict = process.argv.includes("--strict");
const dir = dataDirFromEnv();
const annotations = annotationsFromEnv();
const root = workingDir();
const settings = await readOrExit(async () => ({
  root,
  today: buildDateFromEnv(),
  previewUrl: await previewUrlFromEnv(),
}));
await pruneCache({ root });
const started = performance.now();
const result = await loadDataFolder(dir, settings);
const ok = reportProblems(result, { strict, annotations });
if (ok && result.content) {
  reportHeldBack(result.content);
  const { posts, categories, frameworks } = result.content;
  const videos = videoTotal(categories);
  console.log(
    `Checked ${posts.length + result.content.heldBack.length} posts, ${categories.length} categories ` +
      `(${videos} videos) and ${frameworks.length} frameworks in ${Math.round(performance.now() - started)} ms.`,
  );
  // The go-live list (placeholders, stand-ins, samples, facts not announced yet): listed, never a validation error.
  await checkGoLive(false, dir, annotations);
}
process.exitCode = ok ? 0 : 1;
