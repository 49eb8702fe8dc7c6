// The headers `npm start` sends (from dist/_headers) reach the browser: the pages run under the header CSP, and no
// other site can frame them (the application dialog included).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { headersFor, readHeaderRules } from "../../scripts/server/host-headers.ts";
import { expect, test, waitForApp } from "./fixtures.ts";

test("every route answers with the headers of dist/_headers and runs under them without a CSP violation", async ({
  page,
}) => {
  const rules = readHeaderRules("dist");
  for (const path of ["/", "/blog", "/resources", "/resources/the-art-of-clear-communication"]) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    for (const [name, value] of headersFor(rules, path))
      expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // The shipped data sets no newsletter form: forms post to the site only (newsletter-form.spec.ts has one set).
    expect(headers["content-security-policy"]).toContain("; form-action 'self'; frame-ancestors");
    await waitForApp(page);
  }
});

test("another site cannot frame the application dialog", async ({ page, baseURL, watch }) => {
  watch.allowConsole(/frame-ancestors|Refused to (display|frame)/);
  // The other site: a real server on this machine (a page answered by the test runner counts as a public one,
  // which Chromium never lets frame a local address at all, so it would prove nothing).
  const attacker = createServer((_req, res) =>
    res.end(`<!doctype html><title>Attacker</title><iframe src="${baseURL}/#apply"></iframe>`),
  );
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  try {
    await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    await frame?.waitForLoadState("load");
    // Framed, the site would be at its own address; refused, the frame holds the browser's error page.
    expect(frame?.url()).toBe("chrome-error://chromewebdata/");
    await expect(page.frameLocator("iframe").locator("#root")).toHaveCount(0);
  } finally {
    attacker.close();
  }
});
