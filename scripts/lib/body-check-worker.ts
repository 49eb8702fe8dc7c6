// Worker thread for the data check: reads, hashes and checks the post bodies it is sent (scripts/lib/body-checks-parallel.ts).
import { parentPort, workerData } from "node:worker_threads";
import { readyBodies } from "./body-checks.ts";
import { readBodyFile } from "./read-data.ts";

const { dir, known } = workerData as { dir: string; known: string[] };
const knownKeys = new Set(known);
const port = parentPort;
if (!port) throw new Error("body-check-worker must run as a worker thread");
port.on("message", (paths: string[]) => port.postMessage(readyBodies(paths, (file) => readBodyFile(dir, file), knownKeys)));
// Loaded: ask for the first share of work.
port.postMessage([]);
