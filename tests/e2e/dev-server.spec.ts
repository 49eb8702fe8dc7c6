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
  // A draft among the posts: the dev server shows it, marked, where a build leaves it out.
  data = await tempDataTree({
    "posts/a-draft-in-progress.json": JSON.stringify({
      id: "90",
      title: "A Draft In Progress",
      excerpt: "Not ready yet.",
      publishedAt: "2025-01-20",
      draft: true,
      tags: ["Drafts"],
    }),
    "posts/a-draft-in-progress.md": "Work in progress, with **Markdown**.\n",
  });
  // DEV_PORT lets parallel runs on one machine keep apart.
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

test("shows a draft, marked as a draft, in the list and on its page", async ({ page }) => {
  await page.goto(`${origin}/blog`);
  await waitForApp(page);
  const card = page.getByRole("article").filter({ hasText: "A Draft In Progress" });
  await expect(card.getByText("Draft", { exact: true })).toBeVisible();
  await page.goto(`${origin}/blog/a-draft-in-progress`);
  await waitForApp(page);
  await expect(page.locator("h1")).toHaveText("A Draft In Progress");
  await expect(page.locator(".post-header").getByText("Draft", { exact: true })).toBeVisible();
  await expect(page.locator(".post__body strong")).toHaveText("Markdown");
});

test("reloads the page when a data file changes", async ({ page }) => {
  await page.goto(`${origin}/resources`);
  await waitForApp(page);
  const file = path.join(data, "resources", "categories.json");
  const original = await readFile(file, "utf8");
  await writeFile(
    file,
    original.replace('"name": "The Art of Clear Communication"', '"name": "The Art of Very Clear Communication"'),
  );
  await expect(page.getByText("The Art of Very Clear Communication").first()).toBeVisible({ timeout: 15_000 });
});
