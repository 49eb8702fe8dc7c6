// Worker thread for the data check: reads, hashes and checks the post bodies it is sent
// (scripts/check/body-checks-parallel.ts).
import { loadMarkdown } from "../../src/content/body/post-body.ts";
import { poolData } from "../shared/worker-pool.ts";
import { readyBodies } from "./body-checks.ts";
import { readBodyFile } from "../shared/read-data.ts";

const { dir, known, markdown } = poolData<{ dir: string; known: string[]; markdown: boolean }>();
const knownKeys = new Set(known);
// The Markdown pipeline when some bodies need it, loaded once, before the first chunk is checked.
const loading = markdown ? loadMarkdown() : Promise.resolve();
loading.catch(() => undefined); // heard by each chunk, not as an unhandled rejection

export default async function checkChunk(paths: string[]) {
  await loading;
  return readyBodies(paths, (file) => readBodyFile(dir, file), knownKeys);
}
