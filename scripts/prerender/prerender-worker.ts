// Worker thread for prerendering: renders and writes the pages it is sent, using the SSR bundle, and answers
// with what the build's check and the page cache need of each.
import { workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import { serveJobs } from "../shared/worker-pool.ts";
import type { CachedPage } from "./page-cache.ts";
import { writePage, type PageJob, type PageSetup, type Render } from "./write-page.ts";

const { serverEntry, ...setup } = workerData as PageSetup & { serverEntry: string };
// No top-level await: this module starts through tsx's require hook (ts-worker.cjs), which costs about half the
// CPU time of its ESM loader (a loader thread per worker). The SSR bundle itself is ESM and loads with import().
// A bundle that fails to load stops the worker with its error (serveJobs), which fails the batches it holds.
const loaded = import(pathToFileURL(serverEntry).href) as Promise<{ render: Render }>;
// Batches are rendered one after another, in the order they came: the pool matches answers to batches by order.
serveJobs(async (jobs: PageJob[]): Promise<CachedPage[]> => {
  const { render } = await loaded;
  const pages: CachedPage[] = [];
  for (const job of jobs) pages.push(await writePage(setup, render, job));
  return pages;
}, loaded);
