// `npm run dev`: the Vite dev server renders every route fresh and reloads when a file in data/ changes.
import { spawn, type ChildProcess } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { removeTempDirs, tempDataTree } from "../build/helpers.ts";
import { expect, test, waitForApp } from "./fixtures.ts";

let origin = "";
let dev: ChildProcess;
let data: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  data = await tempDataTree();
  dev = spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--port", process.env.DEV_PORT ?? "5391"], {
    env: { ...process.env, DATA_DIR: data },
    stdio: "pipe",
  });
  let output = "";
  dev.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the dev server did not start in 30 s:\n${output}`)), 30_000);
    dev.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const address = /http:\/\/localhost:\d+/.exec(stripVTControlCharacters(output))?.[0];
      if (address) {
        origin = address;
        clearTimeout(timer);
        resolve();
      }
    });
  });
});

test.afterAll(async () => {
  dev.kill();
  await removeTempDirs();
});

test("renders the blog list and a post in the dev server", async ({ page }) => {
  await page.goto(`${origin}/blog`);
  await waitForApp(page);
  await expect(page).toHaveTitle("Blog - First Principles");
  await page.goto(`${origin}/blog/how-to-apply-first-principles-thinking-in-startups`);
  await expect(page.locator("h1")).toHaveText("How to Apply First Principles Thinking in Startups");
});

test("reloads the page when a data file changes", async ({ page }) => {
  await page.goto(`${origin}/resources`);
  await waitForApp(page);
  const file = path.join(data, "resources", "categories.json");
  const original = await readFile(file, "utf8");
  await writeFile(file, original.replace('"name": "The Art of Clear Communication"', '"name": "The Art of Very Clear Communication"'));
  await expect(page.getByText("The Art of Very Clear Communication").first()).toBeVisible({ timeout: 15_000 });
});
