// Worker thread for prerendering: renders and writes the pages it is sent, using the SSR bundle, and answers
// with what the build's check and the page cache need of each.
import { workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import type { CachedPage } from "./page-cache.ts";
import { writePage, type PageJob, type PageSetup, type Render } from "./write-page.ts";

const { serverEntry, ...setup } = workerData as PageSetup & { serverEntry: string };
// No top-level await: this module starts through tsx's require hook (ts-worker.cjs), which costs about half the
// CPU time of its ESM loader (a loader thread per worker). The SSR bundle itself is ESM and loads with import().
// A bundle that fails to load fails every batch sent to the worker (worker-pool.ts).
const loaded = import(pathToFileURL(serverEntry).href) as Promise<{ render: Render }>;
loaded.catch(() => undefined); // heard by each batch, below
export default async (jobs: PageJob[]): Promise<CachedPage[]> => {
  const { render } = await loaded;
  const pages: CachedPage[] = [];
  for (const job of jobs) pages.push(await writePage(setup, render, job));
  return pages;
};
