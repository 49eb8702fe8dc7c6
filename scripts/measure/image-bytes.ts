// Prints, per kind of page, the images and scripts a phone downloads, read from Chromium's network log: the whole
// page scrolled through, on a 390 px phone (iPhone 14: 390×844 at 3 device pixels per CSS pixel) and on a Pixel 7
// (412×915 at 2.625). `npx tsx scripts/measure/image-bytes.ts [dist folder]` after `npm run build`.
import path from "node:path";
import type { AddressInfo } from "node:net";
import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "../shared/browser.ts";
import { readSiteBasePath } from "../server/site-base.ts";
import { createStaticServer } from "../server/static-server.ts";
import { downloadsOf, pageKinds, type Download } from "./network-log.ts";

const dir = path.resolve(process.argv[2] ?? process.env.OUT_DIR ?? "dist");
const phones = [
  { name: "390 px phone (DPR 3)", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: "Pixel 7 (412 px, DPR 2.625)", viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625 },
];

const basePath = readSiteBasePath(dir);
const server = createStaticServer({ dir, basePath });
await new Promise<void>((resolve) => server.listen(0, resolve));
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const name = (download: Download) => new URL(download.url).pathname.split("/").pop();

try {
  for (const phone of phones) {
    console.log(`\n${phone.name}, ${dir}`);
    console.log("| page | images | image kB | largest image | largest kB | scripts kB (gzip) |");
    console.log("| --- | ---: | ---: | --- | ---: | ---: |");
    for (const page of pageKinds(dir, basePath)) {
      // A fresh context per page: nothing comes from the cache of an earlier page.
      const context = await browser.newContext({ ...phone, isMobile: true, hasTouch: true });
      const downloads = await downloadsOf(await context.newPage(), `${origin}${page.path}`);
      await context.close();
      const images = downloads.filter((download) => download.type === "image");
      const largest = images.reduce<Download | undefined>((a, b) => (a && a.bytes >= b.bytes ? a : b), undefined);
      const sum = (list: Download[]) => list.reduce((total, download) => total + download.bytes, 0);
      const scripts = downloads.filter((download) => download.type === "script");
      console.log(
        `| ${page.kind} ${page.path} | ${images.length} | ${kB(sum(images))} | ${largest ? name(largest) : "–"} | ` +
          `${largest ? kB(largest.bytes) : "–"} | ${kB(sum(scripts))} |`,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}
