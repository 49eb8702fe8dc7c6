// Starts a side process (side-process.ts) on a TypeScript module (its URL is the first argument) through tsx's require
// hook, which starts in less than half the time of tsx's ESM loader (docs/performance.md). For short jobs where
// start-up is a large share of the work.
const { register } = require("tsx/cjs/api");
const { fileURLToPath } = require("node:url");

register();
require(fileURLToPath(process.argv[2]));
