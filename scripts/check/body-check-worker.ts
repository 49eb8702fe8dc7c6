// Worker thread for the data check: reads, hashes and checks the post bodies it is sent
// (scripts/check/body-checks-parallel.ts).
import { workerData } from "node:worker_threads";
import { loadMarkdown } from "../../src/content/body/post-body.ts";
import { serveJobs } from "../shared/worker-pool.ts";
import { readyBodies } from "./body-checks.ts";
import { readBodyFile } from "../shared/read-data.ts";

const { dir, known, markdown } = workerData as { dir: string; known: string[]; markdown: boolean };
const knownKeys = new Set(known);
// Ready once loaded (with the Markdown pipeline when some bodies need it): only then is it handed chunks.
serveJobs(
  (paths: string[]) => readyBodies(paths, (file) => readBodyFile(dir, file), knownKeys),
  markdown ? loadMarkdown() : undefined,
);
