// Worker thread for the page verifier: reads the facts of the pages it is given (scripts/lib/page-facts.ts).
import { parentPort, workerData } from "node:worker_threads";
import { readFacts, type FactsJob } from "./page-facts.ts";

if (!parentPort) throw new Error("page-facts-worker must run as a worker thread");
parentPort.postMessage(readFacts(workerData as FactsJob));
