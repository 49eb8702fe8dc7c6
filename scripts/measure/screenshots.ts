// `npm run screenshots`: PNGs of every kind of page (tag pages and search results too), the application dialog's
// states, the FAQ and the phone menu, at 390 and
// 1440 px, in the light and the dark theme, from the built dist/ into docs/screenshots/ (`-- --full` adds a
// whole-page shot, NAME-WIDTH-THEME-full.png, beside each page's one-screen shot; `-- --out DIR` for another folder,
// `-- --only NAME` for one kind of shot, e.g. application-sent).
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
const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
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

/**
 * Loads every image of the page, lazy ones too, before a whole-page shot: a reader who scrolls down gets them, but a
 * shot of the whole page taken from the top would show their empty boxes (the founder's portrait, the video stills).
 */
async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener("load", resolve, { once: true });
              image.addEventListener("error", resolve, { once: true });
            }),
      ),
    );
  });
}

/** Waits for the blog search's results (the query is in the address). */
async function showSearchResults(page: Page): Promise<void> {
  await page
    .getByRole("status")
    .filter({ hasText: /results? for/ })
    .waitFor();
}

const dialog = (page: Page) => page.getByRole("dialog");

/** Some answers typed: the list of required fields still empty shows beside the disabled Submit. */
async function fillPartly(page: Page): Promise<void> {
  await dialog(page).waitFor();
  await dialog(page)
    .getByLabel(/^Full Name/)
    .fill("Asha Placeholder");
  await dialog(page)
    .getByLabel(/^Email/)
    .fill("asha@student.example");
  await dialog(page)
    .getByRole("button", { name: /Submit/ })
    .scrollIntoViewIfNeeded();
}

/** Every required answer, then Submit: the mail draft is handed over and the hand-off shows. */
async function sendByMail(page: Page): Promise<void> {
  await dialog(page).waitFor();
  const answers: Record<string, string> = {
    "Full Name": "Asha Placeholder",
    Email: "asha@student.example",
    Phone: "+91 98765 43210",
    College: "Placeholder College",
    Stream: "Journalism",
    "Why are you excited about this fellowship?": "I love clear stories.",
  };
  for (const [label, value] of Object.entries(answers))
    await dialog(page)
      .getByLabel(new RegExp(`^${label}`))
      .fill(value);
  await dialog(page).getByLabel(/^Year/).selectOption("3rd Year");
  await dialog(page).getByRole("radio", { name: "10-15 hours/week" }).check();
  await dialog(page)
    .getByRole("button", { name: /Submit/ })
    .click();
  // The dialog brings Submit, the message and the next step into view itself: the shot shows where it leaves them,
  // with the pointer moved off whatever scrolled under it (a hover is no part of the state).
  await dialog(page).locator(".handoff").waitFor();
  await page.mouse.move(0, 0);
}

/** The fellowship's steps and its FAQ with the first two answers open. */
async function openFaq(page: Page): Promise<void> {
  const questions = page.locator(".faq__question");
  await questions.nth(0).click();
  await questions.nth(1).click();
  await page.locator(".faq").scrollIntoViewIfNeeded();
}

interface Shot {
  name: string;
  path: string;
  /** What to do once the app has started, before the picture is taken. */
  act?: (page: Page) => Promise<void>;
  phoneOnly?: boolean;
  /** The window only, no whole-page shot with `--full`: a dialog, the menu, or a part of a page scrolled into view. */
  window?: boolean;
}
const shots: Shot[] = [
  { name: "home", path: "" },
  { name: "blog", path: "blog" },
  { name: "post", path: `blog/${post}` },
  { name: "post-table", path: `blog/${post}`, act: scrollToTable, window: true },
  { name: "resources", path: "resources" },
  { name: "category", path: `resources/${await firstEntry("resources")}` },
  { name: "not-found", path: "no-such-page" },
  { name: "home-library", path: "", act: async (page) => page.locator("#library").scrollIntoViewIfNeeded() },
  { name: "tags", path: "blog/tags" },
  { name: "tag", path: `blog/tag/${await firstEntry("blog/tag")}` },
  { name: "search", path: "blog?q=writing", act: showSearchResults },
  { name: "application", path: "#apply", act: async (page) => page.getByRole("dialog").waitFor(), window: true },
  { name: "application-incomplete", path: "#apply", act: fillPartly, window: true },
  { name: "application-sent", path: "#apply", act: sendByMail, window: true },
  { name: "faq", path: "#fellowship", act: openFaq, window: true },
  {
    name: "menu",
    path: "",
    phoneOnly: true,
    window: true,
    act: async (page) => page.getByRole("button", { name: "Menu" }).click(),
  },
];

const server = createStaticServer({ dir, basePath: readSiteBasePath(dir) });
await new Promise<void>((resolve) => server.listen(0, resolve));
const origin = `http://localhost:${(server.address() as AddressInfo).port}${readSiteBasePath(dir)}`;
const standIn = await startStandInStills();
const browser = await chromium.launch({ executablePath, args: [...chromiumArgs, ...standIn.chromeFlags] });
await mkdir(outDir, { recursive: true });
const taken = shots.filter((shot) => !only || shot.name === only);
if (taken.length === 0) throw new Error(`No shot is called ${only}`);
// Last run's site shots go, so a renamed shot leaves no stale file; the content manager's (`screenshots:cms`) stay,
// and so do the whole-page shots unless `--full` retakes them. With --only, just that shot's files are retaken.
const isFull = (name: string) => name.endsWith("-full.png");
const isRetaken = (name: string) =>
  (fullPage || !isFull(name)) &&
  (only ? new RegExp(`^${only}-\\d+-(light|dark)(-full)?\\.png$`).test(name) : !name.startsWith("cms-"));
for (const name of await readdir(outDir))
  if (name.endsWith(".png") && isRetaken(name)) await rm(path.join(outDir, name));
try {
  for (const width of [390, 1440]) {
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme,
        reducedMotion: "reduce",
      });
      for (const shot of taken.filter((item) => !item.phoneOnly || width < 600)) {
        const page = await context.newPage();
        await page.goto(`${origin}${shot.path}`);
        await page.waitForSelector("html[data-app-ready]");
        await shot.act?.(page);
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(outDir, `${shot.name}-${width}-${colorScheme}.png`);
        await page.screenshot({ path: file });
        console.log(path.relative(process.cwd(), file));
        if (fullPage && !shot.window) {
          await loadEveryImage(page);
          const whole = file.replace(/\.png$/, "-full.png");
          await page.screenshot({ path: whole, fullPage: true });
          console.log(path.relative(process.cwd(), whole));
        }
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
