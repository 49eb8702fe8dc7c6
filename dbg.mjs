import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto("http://localhost:4398/", { waitUntil: "networkidle" });
await page.waitForTimeout(500);
await page.locator("#apply").getByRole("link", { name: "Apply Now" }).focus();
await page.keyboard.press("Enter");
await page.locator("dialog[open]").waitFor();
const desc = () => page.evaluate(() => { const a = document.activeElement; const d = document.querySelector("dialog[open]"); return `${a?.tagName}.${a?.className} "${(a?.textContent||"").slice(0,30)}" inDialog=${d?.contains(a)}`; });
console.log("start", await desc());
for (let i = 0; i < 4; i++) { await page.keyboard.press("Tab"); console.log(i+1, await desc()); }
await page.screenshot({ path: "/tmp/dlg-1440.png" });
await browser.close();
