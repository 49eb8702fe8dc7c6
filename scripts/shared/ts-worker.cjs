// Starts a worker thread on a TypeScript module (its URL is the worker's first argument) through tsx's require
// hook, which starts a worker in less than half the time of the ESM loader in ts-worker.mjs (docs/performance.md);
// a module with top-level await needs the latter. Piscina (worker-pool.ts) takes the module's exports as this file's.
const { register } = require("tsx/cjs/api");
const { fileURLToPath } = require("node:url");

register();
module.exports = require(fileURLToPath(process.argv[2]));
