// Worker threads do not inherit tsx's loader on Node 20: register it, then load the TypeScript module whose URL
// the parent passed as the worker's first argument; piscina (worker-pool.ts) calls its default export.
import process from "node:process";
import { register } from "tsx/esm/api";

register();
const loaded = await import(process.argv[2]);
export default loaded.default;
