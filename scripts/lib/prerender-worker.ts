// Worker thread for prerendering: renders and writes the pages it is sent, using the SSR bundle.
import { parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import type { PageData } from "../../src/content/pages/index.ts";
import { writePage, type Render } from "./write-page.ts";

interface Setup {
  serverEntry: string;
  template: string;
  outDir: string;
}
export interface PageJob {
  path: string;
  data: PageData;
  modules: string[];
}

const setup = workerData as Setup;
const { render } = (await import(pathToFileURL(setup.serverEntry).href)) as { render: Render };
const port = parentPort;
if (!port) throw new Error("prerender-worker must run as a worker thread");
port.on("message", (jobs: PageJob[]) => {
  void (async () => {
    try {
      for (const job of jobs) await writePage(setup.outDir, setup.template, render, job.path, job.data, job.modules);
      port.postMessage({ done: jobs.length });
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  })();
});
