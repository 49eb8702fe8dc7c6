// Worker thread for the data check: reads, hashes and checks the post bodies it is sent
// (scripts/check/body-checks-parallel.ts).
import { workerData } from "node:worker_threads";
import { loadMarkdown } from "../../src/content/body/post-body.ts";
import { readyBodies } from "./body-checks.ts";
import { readBodyFile } from "../shared/read-data.ts";

const { dir, known, markdown } = workerData as { dir: string; known: string[]; markdown: boolean };
const knownKeys = new Set(known);
// Each chunk waits for the Markdown pipeline when some bodies need it; a loading error fails each with its message.
const loading = markdown ? loadMarkdown() : Promise.resolve();
loading.catch(() => undefined);
export default async (paths: string[]) => {
  await loading;
  return readyBodies(paths, (file) => readBodyFile(dir, file), knownKeys);
};
