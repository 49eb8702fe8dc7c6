// The content manager as built (dist/admin/), served with its own headers: Decap starts under its narrow CSP with no
// violation, offers the GitHub sign-in, and is kept out of search engines.
import { readdirSync } from "node:fs";
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

test("/admin/ runs offline: Decap's prebuilt bundle and its chunks load from /admin/ itself", async ({ page }) => {
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
  // Decap loads its numbered chunks (CodeMirror's languages) when an editor needs one: ask its webpack runtime for one
  // (a chunk's third entry receives the runtime) and see that it comes from beside the main script.
  const chunk = readdirSync("dist/admin").find((file) => /^\d+\.decap-cms\.js$/.test(file))!;
  await page.evaluate(
    (id) =>
      new Promise((resolve, reject) => {
        const queue = (window as unknown as { webpackChunkDecapCms: unknown[] }).webpackChunkDecapCms;
        queue.push([[-1], {}, (load: { e: (id: number) => Promise<unknown> }) => load.e(id).then(resolve, reject)]);
      }),
    Number.parseInt(chunk, 10),
  );
  expect(scripts).toContain(`/admin/${chunk}`);
  expect(scripts.every((file) => file.startsWith("/admin/"))).toBe(true);
  expect(away).toEqual([]);
});

test("the pages keep the strict policy: no 'unsafe-eval', no inline styles", async ({ page }) => {
  const response = await page.goto("/blog");
  const policy = response!.headers()["content-security-policy"]!;
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain("unsafe");
});
