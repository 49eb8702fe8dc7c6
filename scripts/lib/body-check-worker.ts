// Worker thread for the data check: reads, hashes and checks the post bodies it is sent (scripts/lib/body-checks-parallel.ts).
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { readDataText } from "./read-data.ts";
import { readyBodies } from "./body-checks.ts";

const { dir, known } = workerData as { dir: string; known: string[] };
const knownKeys = new Set(known);
const port = parentPort;
if (!port) throw new Error("body-check-worker must run as a worker thread");
port.on("message", (paths: string[]) => port.postMessage(readyBodies(paths, (file) => readDataText(path.join(dir, file)), knownKeys)));
// Loaded: ask for the first share of work.
port.postMessage([]);
