// Worker thread for prerendering: renders and writes the pages it is sent, using the SSR bundle, and answers
// with what the build's check needs of each.
import { parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import type { PageData } from "../../src/content/pages/index.ts";
import type { PageFacts } from "./page-facts.ts";
import { writePage, type PageSetup, type Render } from "./write-page.ts";

export interface PageJob {
  path: string;
  data: PageData;
  modules: string[];
}

export type WorkerAnswer = { facts: PageFacts[] } | { error: string };

const { serverEntry, ...setup } = workerData as PageSetup & { serverEntry: string };
const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: Render };
const port = parentPort;
if (!port) throw new Error("prerender-worker must run as a worker thread");
port.on("message", (jobs: PageJob[]) => {
  void (async () => {
    try {
      const facts: PageFacts[] = [];
      for (const job of jobs) facts.push(await writePage(setup, render, job.path, job.data, job.modules));
      port.postMessage({ facts } satisfies WorkerAnswer);
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies WorkerAnswer);
    }
  })();
});
