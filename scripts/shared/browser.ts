// Finds a Chromium for Playwright: CHROMIUM_PATH, Playwright's own cache, or Debian's /usr/bin/chromium.
import { existsSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";

function playwrightCacheChromium(): string | undefined {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), ".cache", "ms-playwright");
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache)
    .filter((name) => name.startsWith("chromium-"))
    .sort()
    .reverse()) {
    for (const binary of ["chrome-linux64/chrome", "chrome-linux/chrome"]) {
      const candidate = path.join(cache, dir, binary);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    playwrightCacheChromium(),
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

/** Flags that let Chromium run headless as root on a machine with no outside network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
