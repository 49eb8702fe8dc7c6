// Playwright's configuration: Chromium at desktop and phone sizes, against dist/ as `npm start` serves it.
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./scripts/shared/browser.ts";

const port = Number(process.env.E2E_PORT ?? 4320);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: "off",
  },
  projects: [
    // Tests tagged @phone also run at a 360 px phone size; @phone-only ones run only there.
    {
      name: "desktop",
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    { name: "phone", grep: /@phone/, use: { ...devices["Pixel 7"], viewport: { width: 360, height: 780 } } },
  ],
  webServer: {
    command: `npx tsx scripts/server/start.ts`,
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
