// Prints when the fellowship application opens for a visitor on a slow phone: one who asks for it before the app has
// started (by a shared link to /#apply, or by tapping 'Join Fellowship' at the first paint), and one who taps it once
// the app runs. Lighthouse's mobile throttling (150 ms round trip, 1.6 Mbit/s down, CPU 4x slower), a fresh browser
// context per run, median of the runs. Exits with 1 when, in the first folder, the dialog of a tap once the app is
// ready is on screen more than 200 ms after the tap (Interaction to Next Paint's "good", decision 56).
// `npm run bench:apply -- [dist folder ...] [runs] [--ready-only]` after `npm run build`. Several folders (e.g. a
// build before a change and one after) are measured in turn, run by run, so a busy machine slows them alike.
import { existsSync } from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { chromium, type Browser } from "@playwright/test";
import { chromiumArgs, findChromium } from "../shared/browser.ts";
import { readSiteBasePath } from "../server/site-base.ts";
import { createStaticServer } from "../server/static-server.ts";

/** The longest a tap may wait for the dialog on screen, once the app is ready: INP's "good" threshold. */
const tapBudgetMs = 200;

const args = process.argv.slice(2);
const readyOnly = args.includes("--ready-only");
const positional = args.filter((arg) => !arg.startsWith("--"));
const runs = Number(positional.find((arg) => /^\d+$/.test(arg) && !existsSync(arg)) ?? 7);
const dirs = positional.filter((arg) => !/^\d+$/.test(arg) || existsSync(arg)).map((dir) => path.resolve(dir));
if (dirs.length === 0) dirs.push(path.resolve(process.env.OUT_DIR ?? "dist"));

interface Times {
  paint: number;
  app: number;
  tap: number;
  /** The dialog's `open` attribute set (showModal). */
  dialog: number;
  /** The first frame after that, on screen (a task queued from the frame's callback runs after its paint). */
  shown: number;
  /** The form's first field in the dialog. */
  form: number;
}

/**
 * Records, in ms from the navigation's start, when the app marks itself ready, the tap, the dialog opening and its
 * form. (No named functions inside: tsx would wrap them in a helper the page does not have.)
 */
function recordTimes(): void {
  const times: Record<string, number> = {};
  Object.assign(window, { applyTimes: times });
  // The event's own time stamp: when the browser received the tap, however busy the page was.
  document.addEventListener("pointerdown", (event) => (times.tap ??= event.timeStamp), { capture: true });
  new MutationObserver(() => {
    if (times.app === undefined && "appReady" in document.documentElement.dataset) times.app = performance.now();
    if (times.dialog === undefined && document.querySelector("dialog[open]")) {
      times.dialog = performance.now();
      requestAnimationFrame(() => setTimeout(() => (times.shown = performance.now())));
    }
    if (times.form === undefined && document.querySelector("dialog[open] form input")) times.form = performance.now();
  }).observe(document, {
    attributes: true,
    childList: true,
    subtree: true,
    attributeFilter: ["data-app-ready", "open"],
  });
}

type Tap = "none" | "at paint" | "after the app";

async function measure(browser: Browser, origin: string, address: string, tap: Tap): Promise<Times> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
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
  await page.locator("dialog[open] form input").first().waitFor({ state: "attached", timeout: 60_000 });
  await page.waitForFunction(() => "shown" in (window as unknown as { applyTimes: object }).applyTimes);
  const times = await page.evaluate(() => {
    const recorded = (window as unknown as { applyTimes: Record<string, number> }).applyTimes;
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    return { paint, ...recorded } as Record<string, number>;
  });
  await context.close();
  const at = (key: string) => times[key] ?? 0;
  return {
    paint: at("paint"),
    app: at("app"),
    tap: at("tap"),
    dialog: at("dialog"),
    shown: at("shown"),
    form: at("form"),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** How long the visitor waited for `key`: after both the app was ready and the tap (or the page's start). */
const wait = (times: Times, key: "dialog" | "shown" | "form") => times[key] - Math.max(times.app, times.tap);

const cases: Array<[string, string, Tap]> = [
  ["shared link /#apply", "/#apply", "none"],
  ["'Join Fellowship' tapped at first paint", "/", "at paint"],
  ["'Join Fellowship' tapped 1 s after the app started", "/", "after the app"],
];

const servers = dirs.map((dir) => {
  const basePath = readSiteBasePath(dir);
  return { dir, basePath, server: createStaticServer({ dir, basePath }) };
});
const origins = await Promise.all(
  servers.map(async ({ server, basePath }) => {
    await new Promise<void>((resolve) => server.listen(0, resolve));
    return `http://localhost:${(server.address() as AddressInfo).port}${basePath.replace(/\/$/, "")}`;
  }),
);
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

let readyTap: number | undefined;
try {
  const all = dirs.map(() => new Map<string, Times[]>());
  for (const [how, address, tap] of readyOnly ? cases.slice(2) : cases) {
    for (let run = 0; run < runs; run++) {
      for (const [index, origin] of origins.entries()) {
        const list = all[index]?.get(how) ?? [];
        list.push(await measure(browser, origin, address, tap));
        all[index]?.set(how, list);
      }
    }
  }
  for (const [index, dir] of dirs.entries()) {
    console.log(`\n${dir}: median of ${runs} runs, ms from the navigation's start; waits after the app and the tap`);
    console.log("| how | first paint | app ready | dialog open | wait: dialog open | on screen | form there |");
    console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const [how, series] of all[index] ?? []) {
      const pick = (key: keyof Times) => median(series.map((times) => times[key])).toFixed(0);
      const waits = (key: "dialog" | "shown" | "form") => median(series.map((times) => wait(times, key)));
      console.log(
        `| ${how} | ${pick("paint")} | ${pick("app")} | ${pick("dialog")} | ${waits("dialog").toFixed(0)} | ` +
          `${waits("shown").toFixed(0)} | ${waits("form").toFixed(0)} |`,
      );
      if (index === 0 && how === cases[2]?.[0]) readyTap = waits("shown");
    }
  }
} finally {
  await browser.close();
  for (const { server } of servers) server.close();
}

if (readyTap !== undefined) {
  const verdict = readyTap <= tapBudgetMs ? "within" : "over";
  console.log(
    `\nA tap once the app is ready: dialog on screen after ${readyTap.toFixed(0)} ms, ${verdict} ${tapBudgetMs} ms.`,
  );
  if (readyTap > tapBudgetMs) process.exitCode = 1;
}
