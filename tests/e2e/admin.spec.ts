// The content manager as built (dist/admin/), served with its own headers: Decap starts under its narrow CSP with no
// violation, offers the GitHub sign-in, and is kept out of search engines.
import { expect, test } from "./fixtures.ts";

test("/admin/ starts Decap CMS under its own Content-Security-Policy and offers the GitHub sign-in", async ({
  page,
}) => {
  const response = await page.goto("/admin/");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");
  expect(headers["content-security-policy"]).not.toContain("'unsafe-inline'; img-src 'self';");
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("button", { name: /Login with GitHub/i })).toBeVisible({ timeout: 20_000 });
});

test("/admin/ runs offline: Decap's prebuilt bundle, its chunks and WebAssembly load from /admin/ itself", async ({
  page,
}) => {
  const away: string[] = [];
  await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => {
    away.push(route.request().url());
    return route.abort();
  });
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
  });
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: /Login with GitHub/i })).toBeVisible({ timeout: 20_000 });
  expect(scripts).toContain("/admin/decap-cms.js");
  // Decap fetches its numbered chunks from beside its main script (webpack's public path follows the script).
  expect(scripts.filter((file) => /^\/admin\/\d+\.decap-cms\.js$/.test(file)).length).toBeGreaterThan(0);
  expect(scripts.every((file) => file.startsWith("/admin/"))).toBe(true);
  expect(away).toEqual([]);
});

test("the pages keep the strict policy: no 'unsafe-eval', no inline styles", async ({ page }) => {
  const response = await page.goto("/blog");
  const policy = response!.headers()["content-security-policy"]!;
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain("unsafe");
});
