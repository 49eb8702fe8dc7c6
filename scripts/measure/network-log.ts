// What a browser downloads for a page, read from Chromium's network log: each response's type, address and bytes on
// the wire (the body as sent, so gzip where the server compresses). Used by the image and JavaScript measurements
// (image-bytes.ts) and the network budget test (tests/e2e/network-budget.spec.ts).
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page, Response } from "@playwright/test";

export interface Download {
  url: string;
  type: string;
  bytes: number;
}

/**
 * Opens `url` in `page`, scrolls to the bottom so every lazy image that a reader would reach loads, waits until the
 * network is quiet (the app's modules load after the first paint), and returns what was downloaded.
 */
export async function downloadsOf(page: Page, url: string): Promise<Download[]> {
  const responses: Promise<Download | undefined>[] = [];
  const listener = (response: Response) =>
    responses.push(
      (async () => {
        const request = response.request();
        if (!request.url().startsWith("http")) return undefined;
        const sizes = await request.sizes().catch(() => undefined);
        return { url: request.url(), type: request.resourceType(), bytes: Math.max(0, sizes?.responseBodySize ?? 0) };
      })(),
    );
  page.on("response", listener);
  await page.goto(url, { waitUntil: "networkidle" });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState("networkidle");
  page.off("response", listener);
  return (await Promise.all(responses)).filter((download): download is Download => download !== undefined);
}

/** One page of each kind in a built site `dir`: the home page, the blog list, every post, a tag page, the tags
 * index, the resources hub, a category and the not-found page. Paths start with `basePath`. */
export function pageKinds(dir: string, basePath: string): Array<{ kind: string; path: string }> {
  const folders = (sub: string) =>
    readdirSync(path.join(dir, sub), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  const posts = folders("blog").filter((name) => !["page", "tag", "tags"].includes(name));
  return [
    { kind: "home", path: "" },
    { kind: "blog list", path: "blog/" },
    ...posts.map((post) => ({ kind: "post", path: `blog/${post}/` })),
    { kind: "tag page", path: `blog/tag/${folders("blog/tag")[0]}/` },
    { kind: "tags index", path: "blog/tags/" },
    { kind: "resources", path: "resources/" },
    { kind: "category", path: `resources/${folders("resources")[0]}/` },
    { kind: "not found", path: "no-such-page/" },
  ].map((page) => ({ ...page, path: `${basePath}${page.path}` }));
}
