// `npm run screenshots:cms`: the content manager as docs/editing.md shows it, at 1440 px, into docs/screenshots/:
// the collection list, the post editor with its preview, the landing page's form (Founder and Fellowship open) and
// the categories with their preview. It runs `npm run cms` on a copy of data/ (DEV_PORT and DECAP_PORT set its ports),
// offline (the videos' stills fall back to the stock image, as on a page whose stills fail).
import { spawn } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, findChromium } from "../shared/browser.ts";
import { dataDirFromEnv } from "../shared/environment.ts";

const port = Number(process.env.DEV_PORT ?? 5173) + 1;
const decapPort = Number(process.env.DECAP_PORT ?? 8081);
const origin = `http://localhost:${port}`;
const outDir = path.resolve("docs/screenshots");
const data = await mkdtemp(path.join(os.tmpdir(), "fp-cms-shots-"));
await cp(dataDirFromEnv(), data, { recursive: true });

const cms = spawn(process.execPath, ["--import", "tsx", "scripts/cms.ts"], {
  env: { ...process.env, DATA_DIR: data, PORT: String(port), DECAP_PORT: String(decapPort) },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve, reject) => {
  cms.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("Edit the site at") && resolve());
  cms.once("exit", () => reject(new Error("npm run cms stopped before it was ready")));
});

/** Opens the collapsed group labelled `label` (its chevron is the first button of its top bar). */
async function expand(page: Page, label: string): Promise<void> {
  await page
    .getByText(label, { exact: true })
    .filter({ visible: true })
    .nth(1)
    .locator("xpath=..")
    .locator("button")
    .first()
    .click();
}

const shots: Array<[name: string, hash: string, act?: (page: Page) => Promise<void>]> = [
  ["cms-collections-1440", "#/collections/posts"],
  [
    "cms-post-editor-1440",
    "#/collections/posts/new",
    async (page) => {
      await page.getByLabel("Title", { exact: true }).fill("What a Buyer Repeats");
      await page.getByLabel("Excerpt", { exact: true }).fill("The words that sell are the ones buyers already use.");
      await page.getByLabel("Published at", { exact: true }).fill("2025-03-01");
      await page.getByLabel("Tags", { exact: true }).fill("Messaging, Research");
      // Typed as Markdown, then back to rich text, where the body opens: both sides of the switch give the same post.
      await page.getByRole("switch").last().click();
      await page.locator('[contenteditable="true"]').last().click();
      await page.keyboard.type(
        "## Listen first\n\nRead the [sales calls](/blog) before the homepage.\n\n- one\n- two\n",
      );
      await page.getByRole("switch").last().click();
    },
  ],
  [
    "cms-landing-1440",
    "#/collections/pages/entries/landing",
    async (page) => {
      await expand(page, "Founder");
      await page.getByText("Founder", { exact: true }).first().scrollIntoViewIfNeeded();
    },
  ],
  ["cms-categories-1440", "#/collections/resources/entries/categories"],
];

const executablePath = findChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumArgs });
try {
  for (const [name, hash, act] of shots) {
    // A fresh page each time: leaving an unsaved entry would stop at Decap's "leave this page?" question.
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
    await page.goto(`${origin}/admin/`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.goto(`${origin}/admin/${hash}`);
    await page.waitForLoadState("networkidle");
    await act?.(page);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: path.join(outDir, `${name}.png`) });
    console.log(`wrote docs/screenshots/${name}.png`);
    await page.close();
  }
} finally {
  await browser.close();
  cms.kill("SIGINT");
  await rm(data, { recursive: true, force: true });
}
