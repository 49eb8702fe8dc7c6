// Worker threads do not inherit tsx's loader on Node 20: register it, then load the TypeScript module the pool names
// (worker-pool.ts); its default export is the worker's job handler.
import { register } from "tsx/esm/api";
import Tinypool from "tinypool";

register();
export default (await import(Tinypool.workerData.module)).default;
