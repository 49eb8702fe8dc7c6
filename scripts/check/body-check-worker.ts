// Worker thread for the data check: reads, hashes and checks the post bodies it is sent (scripts/check/body-checks-parallel.ts).
import { parentPort, workerData } from "node:worker_threads";
import { loadMarkdown } from "../../src/content/post-body.ts";
import { readyBodies } from "./body-checks.ts";
import { readBodyFile } from "../shared/read-data.ts";

const { dir, known, markdown } = workerData as { dir: string; known: string[]; markdown: boolean };
const knownKeys = new Set(known);
const port = parentPort;
if (!port) throw new Error("body-check-worker must run as a worker thread");
port.on("message", (paths: string[]) => port.postMessage(readyBodies(paths, (file) => readBodyFile(dir, file), knownKeys)));
// Loaded (with the Markdown pipeline when some bodies need it): ask for the first share of work.
void (markdown ? loadMarkdown() : Promise.resolve()).then(() => port.postMessage([]));
