// Starts a pool's worker thread (worker-pool.ts) on a TypeScript module through tsx's require hook, which starts a
// worker in less than half the time of the ESM loader in pool-worker.mjs (docs/performance.md); a module with
// top-level await needs the latter. The module's default export is the worker's job handler.
const { register } = require("tsx/cjs/api");
const { fileURLToPath } = require("node:url");
const { workerData } = require("tinypool").default;

register();
module.exports = require(fileURLToPath(workerData.module)).default;
