// Worker threads do not inherit tsx's loader on Node 20: register it, then load the TypeScript module whose URL
// the parent passed as the worker's first argument.
import process from "node:process";
import { register } from "tsx/esm/api";

register();
await import(process.argv[2]);
