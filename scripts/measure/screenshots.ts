// `npm run screenshots`: PNGs of every kind of page, the application dialog and the phone menu, at 390 and
// 1440 px, in the light and the dark theme, from the built dist/ into docs/screenshots/ (`-- --full` for
// whole pages, `-- --out DIR` for another folder).
import { existsSync } from "node:fs";
import { mkdir, readdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, findChromium } from "../shared/browser.ts";
import { readSiteBasePath } from "../server/site-base.ts";
import { startStandInStills } from "./stand-in-stills.ts";
import { createStaticServer } from "../server/static-server.ts";

const dir = path.resolve(process.env.OUT_DIR ?? "dist");
const outIndex = process.argv.indexOf("--out");
const outDir = path.resolve(outIndex > 0 ? (process.argv[outIndex + 1] ?? "") : "docs/screenshots");
const fullPage = process.argv.includes("--full");
const executablePath = findChromium();
if (!existsSync(path.join(dir, "index.html"))) throw new Error(`No build in ${dir}: run \`npm run build\` first.`);
if (!executablePath)
  throw new Error("No Chromium found: run `npx tsx scripts/ensure-browser.ts` or set CHROMIUM_PATH.");

const firstEntry = async (folder: string) =>
  (await readdir(path.join(dir, folder))).find((name) => !name.includes(".") && name !== "page");
// The post with a table shows the phone layout of wide tables; any post will do if it is gone.
const tablePost = "first-principles-vs-best-practices-when-to-copy-when-to-rebuild";
const post = existsSync(path.join(dir, "blog", tablePost)) ? tablePost : await firstEntry("blog");

/** Scrolls the first table to the top of the window, just under the sticky header. */
async function scrollToTable(page: Page): Promise<void> {
  await page.evaluate(() => {
    const table = document.querySelector(".table-scroll");
    if (table) window.scrollTo(0, table.getBoundingClientRect().top + window.scrollY - 80);
  });
}

interface Shot {
  name: string;
  path: string;
  /** What to do once the app has started, before the picture is taken. */
  act?: (page: Page) => Promise<void>;
  phoneOnly?: boolean;
}
const shots: Shot[] = [
  { name: "home", path: "" },
  { name: "blog", path: "blog" },
  { name: "post", path: `blog/${post}` },
  { name: "post-table", path: `blog/${post}`, act: scrollToTable },
  { name: "resources", path: "resources" },
  { name: "category", path: `resources/${await firstEntry("resources")}` },
  { name: "not-found", path: "no-such-page" },
  { name: "home-library", path: "", act: async (page) => page.locator("#library").scrollIntoViewIfNeeded() },
  { name: "application", path: "#apply", act: async (page) => page.getByRole("dialog").waitFor() },
  { name: "menu", path: "", phoneOnly: true, act: async (page) => page.getByRole("button", { name: "Menu" }).click() },
];

const server = createStaticServer({ dir, basePath: readSiteBasePath(dir) });
await new Promise<void>((resolve) => server.listen(0, resolve));
const origin = `http://localhost:${(server.address() as AddressInfo).port}${readSiteBasePath(dir)}`;
const standIn = await startStandInStills();
const browser = await chromium.launch({ executablePath, args: [...chromiumArgs, ...standIn.chromeFlags] });
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
try {
  for (const width of [390, 1440]) {
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme,
        reducedMotion: "reduce",
      });
      for (const shot of shots.filter((item) => !item.phoneOnly || width < 600)) {
        const page = await context.newPage();
        await page.goto(`${origin}${shot.path}`);
        await page.waitForSelector("html[data-app-ready]");
        await shot.act?.(page);
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(outDir, `${shot.name}-${width}-${colorScheme}.png`);
        await page.screenshot({ path: file, fullPage: fullPage && !shot.act });
        console.log(path.relative(process.cwd(), file));
        await page.close();
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  standIn.server.close();
  server.close();
}
