// Worker thread for prerendering: renders and writes the pages it is sent, using the SSR bundle, and answers
// with what the build's check needs of each.
import { workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import { serveJobs } from "../shared/worker-pool.ts";
import type { PageFacts } from "./page-facts.ts";
import { writePage, type PageSetup, type Render } from "./write-page.ts";

export interface PageJob {
  path: string;
  /** The page's data as JSON: a string crosses to the worker for a copy of its bytes, and is written out as it is. */
  json: string;
  modules: string[];
}

const { serverEntry, ...setup } = workerData as PageSetup & { serverEntry: string };
// No top-level await: this module starts through tsx's require hook (ts-worker.cjs), which costs about half the
// CPU time of its ESM loader (a loader thread per worker). The SSR bundle itself is ESM and loads with import().
const loaded = import(pathToFileURL(serverEntry).href) as Promise<{ render: Render }>;
loaded.catch(() => undefined); // a failure is answered to the first batch, below
// Batches are rendered one after another, in the order they came: the pool matches answers to batches by order.
serveJobs(async (jobs: PageJob[]): Promise<PageFacts[]> => {
  const { render } = await loaded;
  const facts: PageFacts[] = [];
  for (const job of jobs) facts.push(await writePage(setup, render, job.path, job.json, job.modules));
  return facts;
});
