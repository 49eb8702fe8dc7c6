// `npm run lighthouse`: Lighthouse 12 (mobile defaults) on five pages served like a static host; prints medians of 3
// runs.
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findChromium } from "../shared/browser.ts";
import { readSiteBasePath } from "../server/site-base.ts";
import { startStandInStills } from "./stand-in-stills.ts";
import { createStaticServer } from "../server/static-server.ts";

const dir = path.resolve(process.env.OUT_DIR ?? "dist");
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!existsSync(path.join(dir, "index.html"))) {
  console.error(`No build in ${dir}: run \`npm run build\` first.`);
  process.exit(1);
}
const chromePath = findChromium();
if (!chromePath) {
  console.error("No Chromium found: run `npx tsx scripts/ensure-browser.ts` or set CHROMIUM_PATH.");
  process.exit(1);
}

const basePath = readSiteBasePath(dir);
const firstPost = existsSync(path.join(dir, "blog"))
  ? (await import("node:fs/promises")).readdir(path.join(dir, "blog"))
  : Promise.resolve([]);
// A post's folder: not the pager's, the tag pages' or the tag index's.
const post = (await firstPost).sort().find((name) => !name.includes(".") && !["page", "tag", "tags"].includes(name));
const firstCategory = (await (await import("node:fs/promises")).readdir(path.join(dir, "resources"))).find(
  (name) => !name.includes("."),
);
const pages = ["", "blog", `blog/${post}`, "resources", `resources/${firstCategory}`];

const server = createStaticServer({ dir, basePath });
await new Promise<void>((resolve) => server.listen(0, resolve));
const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
const standIn = process.argv.includes("--stand-in-stills") ? await startStandInStills() : null;
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", ...chromiumArgs, ...(standIn?.chromeFlags ?? [])],
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const metrics = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
} as const;
const rows: string[] = [];
const notes: string[] = [];
try {
  for (const page of pages) {
    const url = `${origin}${basePath}${page}`;
    const samples: Array<Record<string, number>> = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      const sample: Record<string, number> = {};
      for (const category of categories) sample[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      for (const [name, audit] of Object.entries(metrics)) sample[name] = lhr.audits[audit]?.numericValue ?? 0;
      samples.push(sample);
      if (run === 0) {
        for (const category of categories) {
          const failing = (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`);
          if (failing.length > 0) notes.push(`/${page} ${category}: ${failing.join(", ")}`);
        }
      }
    }
    const m = (key: string) => median(samples.map((s) => s[key] ?? 0));
    // Seconds, with the range over the runs when they differ: this machine's timings are noisy.
    const seconds = (key: string) => {
      const values = samples.map((s) => (s[key] ?? 0) / 1000);
      const [low, high] = [Math.min(...values).toFixed(2), Math.max(...values).toFixed(2)];
      return `${(m(key) / 1000).toFixed(2)} s${low === high ? "" : ` (${low}–${high})`}`;
    };
    rows.push(
      `| /${page} | ${m("performance")} | ${m("accessibility")} | ${m("best-practices")} | ${m("seo")} ` +
        `| ${seconds("FCP")} | ${seconds("LCP")} | ${Math.round(m("TBT"))} ms | ${m("CLS").toFixed(3)} |`,
    );
  }
} finally {
  await chrome.kill();
  server.close();
  standIn?.server.close();
}

console.log(`\nLighthouse 12, mobile (simulated slow 4G, 4x CPU slow-down), median of ${runs} runs`);
if (standIn)
  console.log(`Video stills answered by a local stand-in (${standIn.bytes} bytes each), as on a connected machine`);
console.log("");
console.log("| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const row of rows) console.log(row);
if (notes.length > 0)
  console.log(`\nAudits holding a score below 100 (first run):\n${notes.map((n) => `- ${n}`).join("\n")}`);
