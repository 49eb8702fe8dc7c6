// Prints when the fellowship application opens for a visitor on a slow phone: one who asks for it before the app has
// started (by a shared link to /#apply, or by tapping 'Join Fellowship' at the first paint), and one who taps it once
// the app runs. Lighthouse's mobile throttling (150 ms round trip, 1.6 Mbit/s down, CPU 4x slower), a fresh browser
// context per run, median of the runs. `npm run bench:apply -- [dist folder] [runs]` after `npm run build`.
import path from "node:path";
import type { AddressInfo } from "node:net";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, findChromium } from "../shared/browser.ts";
import { readSiteBasePath } from "../server/site-base.ts";
import { createStaticServer } from "../server/static-server.ts";

const dir = path.resolve(process.argv[2] ?? process.env.OUT_DIR ?? "dist");
const runs = Number(process.argv[3] ?? 7);

const basePath = readSiteBasePath(dir);
const server = createStaticServer({ dir, basePath });
await new Promise<void>((resolve) => server.listen(0, resolve));
const origin = `http://localhost:${(server.address() as AddressInfo).port}${basePath.replace(/\/$/, "")}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

interface Times {
  paint: number;
  app: number;
  tap: number;
  dialog: number;
}

/** Records, in ms from the navigation's start, when the app marks itself ready, the tap, and the dialog opening. */
function recordTimes(): void {
  const times: Record<string, number> = {};
  Object.assign(window, { applyTimes: times });
  document.addEventListener("pointerdown", () => (times.tap ??= performance.now()), { capture: true });
  new MutationObserver(() => {
    if (times.app === undefined && "appReady" in document.documentElement.dataset) times.app = performance.now();
    if (times.dialog === undefined && document.querySelector("dialog[open]")) times.dialog = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-app-ready", "open"] });
}

async function measure(address: string, tap: "none" | "at paint" | "after the app"): Promise<Times> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(recordTimes);
  await page.goto(`${origin}${address}`, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, {
    polling: 10,
  });
  const apply = page.locator(".hero").getByRole("link", { name: "Join Fellowship" });
  if (tap === "at paint") await apply.tap({ force: true });
  if (tap === "after the app") {
    await page.locator("html[data-app-ready]").waitFor({ state: "attached", timeout: 60_000 });
    await page.waitForTimeout(1000);
    await apply.tap();
  }
  await page.locator("dialog[open]").waitFor({ timeout: 60_000 });
  const times = await page.evaluate(() => {
    const recorded = (window as unknown as { applyTimes: Record<string, number> }).applyTimes;
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    return { paint, app: recorded.app ?? 0, tap: recorded.tap ?? 0, dialog: recorded.dialog ?? 0 };
  });
  await context.close();
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  console.log(`${dir}: median of ${runs} runs, ms from the navigation's start`);
  console.log("| how | first paint | app ready | dialog open | dialog after the app and the tap |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const [how, address, tap] of [
    ["shared link /#apply", "/#apply", "none"],
    ["'Join Fellowship' tapped at first paint", "/", "at paint"],
    ["'Join Fellowship' tapped 1 s after the app started", "/", "after the app"],
  ] as const) {
    const all: Times[] = [];
    for (let run = 0; run < runs; run++) all.push(await measure(address, tap));
    const pick = (key: keyof Times) => median(all.map((times) => times[key])).toFixed(0);
    const wait = median(all.map((times) => times.dialog - Math.max(times.app, times.tap))).toFixed(0);
    console.log(`| ${how} | ${pick("paint")} | ${pick("app")} | ${pick("dialog")} | ${wait} |`);
  }
} finally {
  await browser.close();
  server.close();
}
