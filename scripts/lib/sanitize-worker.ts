// Worker thread for validation: sanitises the post bodies it is sent (scripts/lib/sanitize-parallel.ts).
import { parentPort } from "node:worker_threads";
import { sanitizeForStore } from "./sanitize-cache.ts";

const port = parentPort;
if (!port) throw new Error("sanitize-worker must run as a worker thread");
port.on("message", (bodies: string[]) => port.postMessage(bodies.map(sanitizeForStore)));
