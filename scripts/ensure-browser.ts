// Makes sure a Chromium exists for the browser tests; on Debian as root it installs the distribution's package.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./shared/browser.ts";

const found = findChromium();
if (found) {
  console.log(`Browser tests use ${found}`);
} else {
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");
  if (!isRoot || !isDebian) {
    console.error(
      "No Chromium found for the browser tests.\n" +
        "Install one and run again: on Debian/Ubuntu `sudo apt-get install chromium`; elsewhere install Chromium or Chrome\n" +
        "and set CHROMIUM_PATH=/path/to/chrome (Playwright's own browser download, `npx playwright install chromium`, also works where it is allowed).",
    );
    process.exit(1);
  }
  console.log("No Chromium found: installing Debian's chromium package (about 30 s)…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  const installed = findChromium();
  if (!installed) {
    console.error("Installing chromium finished but no browser was found at /usr/bin/chromium; set CHROMIUM_PATH.");
    process.exit(1);
  }
  console.log(`Browser tests use ${installed}`);
}
