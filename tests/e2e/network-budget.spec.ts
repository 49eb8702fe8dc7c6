// The JavaScript budget as the browser counts it: every script a page of each kind downloads, read from Chromium's
// network log (bytes on the wire, gzip), the modules loaded after the first paint included.
import path from "node:path";
import { downloadsOf, pageKinds } from "../../scripts/measure/network-log.ts";
import { readSiteBasePath } from "../../scripts/server/site-base.ts";
import { expect, test } from "./fixtures.ts";

const kB = 1000;
const budget = 96 * kB;
const dist = path.resolve("dist");

for (const { kind, path: pagePath } of pageKinds(dist, readSiteBasePath(dist))) {
  test(`${kind} ${pagePath} downloads at most 96 kB of JavaScript, gzip`, async ({ page, watch }) => {
    if (kind === "not found") watch.allowConsole(/404/);
    const scripts = (await downloadsOf(page, pagePath)).filter((download) => download.type === "script");
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    // The app's shell is always among them: a log that missed the modules would pass any budget.
    expect(scripts.some((script) => /\/assets\/app-[\w-]+\.js$/.test(script.url))).toBe(true);
    expect(
      total,
      scripts.map((script) => `${new URL(script.url).pathname} ${script.bytes}`).join(", "),
    ).toBeLessThanOrEqual(budget);
  });
}
